export * from './peer-vector';
export * from './modem-manager';
export * from './python-gsmmodem';
export * from './node-pdu';
export * from './gammu';
