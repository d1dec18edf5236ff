import { cms, CMS } from '../at-error';
import { STORAGE_NAMES, type MessageStatus, type StorageName } from '../message-storage';
import { intParam, unsupportedForm } from './command-params';
import { ok, type CommandContext, type CommandTable, type Reply } from './command-context';
import { numberType, requireSim } from './sim-commands';

const requireSmsSim = (context: CommandContext) => requireSim(context, () => cms(CMS.simNotInserted));
const smsParam = (value: string | undefined, range: { min: number; max: number; fallback?: number }) =>
  intParam(value, range, () => cms(CMS.operationNotAllowed));

/** AT+CMGD <delflag> 1..4: which statuses go (27.005 §3.5.4). */
const DELETED_BY_FLAG: Record<number, readonly MessageStatus[]> = { 1: [1], 2: [1, 3], 3: [1, 2, 3], 4: [0, 1, 2, 3] };

function storageName(value: string | undefined): StorageName {
  const name = (value ?? '').toUpperCase();
  if (!(STORAGE_NAMES as readonly string[]).includes(name)) throw cms(CMS.operationNotAllowed);
  return name as StorageName;
}

function storageCounts(context: CommandContext, withNames: boolean): string {
  return context.settings.storages
    .map((name) => `${withNames ? `"${name}",` : ''}${context.storage.used(name)},${context.storage.total(name)}`)
    .join(',');
}

function listMessages(context: CommandContext, status: number): Reply {
  const lines: string[] = [];
  for (const { index, message } of context.storage.list(context.settings.storages[0])) {
    if (status !== 4 && message.status !== status) continue;
    lines.push(`+CMGL: ${index},${message.status},,${message.length}`, message.pdu);
    // Listing received messages marks them read, as reading one does.
    if (message.status === 0) message.status = 1;
  }
  return ok(...lines);
}

/** SMS in PDU mode (27.005): format, indications, storage, list/read/delete, send. */
export const SMS_COMMANDS: CommandTable = {
  '+CMGF': (command) => {
    if (command.form === 'read') return ok('+CMGF: 0');
    if (command.form === 'test') return ok('+CMGF: (0)');
    if (command.form !== 'set') throw unsupportedForm();
    const mode = smsParam(command.args[0], { min: 0, max: 1, fallback: 0 });
    // PDU mode only: what agents should use anyway, text mode loses UDH and encodings.
    if (mode === 1) throw cms(CMS.operationNotSupported);
    return ok();
  },
  '+CSMS': (command) => {
    if (command.form === 'read') return ok('+CSMS: 0,1,1,1');
    if (command.form === 'test') return ok('+CSMS: (0,1)');
    if (command.form !== 'set') throw unsupportedForm();
    smsParam(command.args[0], { min: 0, max: 1 });
    return ok('+CSMS: 1,1,1');
  },
  '+CSCA': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form === 'read') return ok(context.smsc ? `+CSCA: "${context.smsc}",${numberType(context.smsc)}` : '+CSCA: "",129');
    if (command.form !== 'set') throw unsupportedForm();
    const number = command.args[0] ?? '';
    if (!/^\+?\d{3,20}$/u.test(number)) throw cms(CMS.invalidPduParameter);
    context.smsc = number;
    return ok();
  },
  '+CNMI': (command, context) => {
    if (command.form === 'read') return ok(`+CNMI: ${context.settings.cnmi.join(',')}`);
    if (command.form === 'test') return ok('+CNMI: (0-2),(0-3),(0,2),(0-2),(0,1)');
    if (command.form !== 'set') throw unsupportedForm();
    const limits = [2, 3, 2, 2, 1];
    if (command.args.length > limits.length) throw cms(CMS.operationNotSupported);
    const values = limits.map((max, i) => intParam(command.args[i], { min: 0, max, fallback: 0 }, () => cms(CMS.operationNotSupported)));
    if (values[2] === 1) throw cms(CMS.operationNotSupported);
    context.settings.cnmi = values;
    return ok();
  },
  '+CPMS': (command, context) => {
    if (command.form === 'test') {
      const names = `(${STORAGE_NAMES.map((n) => `"${n}"`).join(',')})`;
      return ok(`+CPMS: ${names},${names},${names}`);
    }
    requireSmsSim(context);
    if (command.form === 'read') return ok(`+CPMS: ${storageCounts(context, true)}`);
    if (command.form !== 'set') throw unsupportedForm();
    if (command.args.length > 3) throw cms(CMS.operationNotAllowed);
    const [, mem2, mem3] = context.settings.storages;
    context.settings.storages = [
      storageName(command.args[0]),
      command.args[1] === undefined ? mem2 : storageName(command.args[1]),
      command.args[2] === undefined ? mem3 : storageName(command.args[2]),
    ];
    context.storageChanged();
    return ok(`+CPMS: ${storageCounts(context, false)}`);
  },
  '+CMGL': (command, context) => {
    if (command.form === 'test') return ok('+CMGL: (0-4)');
    if (command.form !== 'set' && command.form !== 'exec') throw unsupportedForm();
    requireSmsSim(context);
    return listMessages(context, smsParam(command.args[0], { min: 0, max: 4, fallback: 0 }));
  },
  '+CMGR': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'set') throw unsupportedForm();
    requireSmsSim(context);
    const index = intParam(command.args[0], { min: 0, max: 65535 }, () => cms(CMS.invalidMemoryIndex));
    const message = context.storage.get(context.settings.storages[0], index);
    // An empty slot reads as OK with no message.
    if (!message) return ok();
    const lines = [`+CMGR: ${message.status},,${message.length}`, message.pdu];
    if (message.status === 0) message.status = 1;
    return ok(...lines);
  },
  '+CMGD': (command, context) => {
    const storage = context.settings.storages[0];
    if (command.form === 'test') {
      return ok(`+CMGD: (${context.storage.list(storage).map((m) => m.index).join(',')}),(0-4)`);
    }
    if (command.form !== 'set') throw unsupportedForm();
    requireSmsSim(context);
    const index = intParam(command.args[0], { min: 0, max: 65535 }, () => cms(CMS.invalidMemoryIndex));
    const flag = smsParam(command.args[1], { min: 0, max: 4, fallback: 0 });
    if (flag === 0) {
      context.storage.delete(storage, index);
    } else {
      for (const { index: i, message } of context.storage.list(storage)) {
        if (DELETED_BY_FLAG[flag].includes(message.status)) context.storage.delete(storage, i);
      }
    }
    context.storageChanged();
    return ok();
  },
  '+CMGS': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'set') throw unsupportedForm();
    const length = intParam(command.args[0], { min: 1, max: 180 }, () => cms(CMS.invalidPduParameter));
    requireSmsSim(context);
    if (context.registration !== 1 && context.registration !== 5) throw cms(CMS.noNetwork);
    context.beginSmsInput(length);
    return { lines: [], final: 'PROMPT' };
  },
  // Only meaningful with AT+CSMS=1 and +CMT routing; accepted so agents that always ack work.
  '+CNMA': () => ok(),
};
