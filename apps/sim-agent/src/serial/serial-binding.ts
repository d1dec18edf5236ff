/**
 * The part of serialport's BindingInterface the agent uses. Production passes serialport's
 * auto-detected binding (bindings-cpp), tests the modem emulator's `rack.binding`; both fit.
 */
export interface SerialBinding {
  list(): Promise<Array<{ path: string }>>;
  open(options: { path: string; baudRate: number }): Promise<SerialBindingPort>;
}

export interface SerialBindingPort {
  readonly isOpen: boolean;
  read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }>;
  write(buffer: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** serialport's own binding for this platform (loaded lazily: it is a native module). */
export async function defaultSerialBinding(): Promise<SerialBinding> {
  const { SerialPort } = await import('serialport');
  return SerialPort.binding;
}
