// The modems
export * from './emulated-modem';
export * from './emulated-modem-options';
export * from './emulated-rack';
export type { EmulatedBinding } from './rack-binding';
export type { SentMessage } from './modem-core';
export * from './modem-family';
export * from './sim-card';
export type { StorageName, MessageMemory } from './message-storage';
export type { AtError } from './at-error';
export { OPERATORS, simFor, imeiFor, type Operator } from './operators';

// Transports
export { serveOnPty, PythonMissingError, type PtyOptions, type ServedPty } from './pty-transport';
export { serveOnTcp, type ServedTcp } from './tcp-transport';

// Control
export { startControlServer, summarize, type ControlServer, type ModemSummary } from './control-server';
export { ControlClient, ControlRequestError, DEFAULT_CONTROL_URL } from './control-client';
export { startDemoRack, demoModems, type DemoRack, type DemoRackOptions, type RackManifest } from './demo-rack';
