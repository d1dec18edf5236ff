import { OutboxEvent } from '@simrelay/messaging';
import { Activation } from './activations/activation.entity';
import { NumberUsage } from './activations/number-usage.entity';
import { Modem } from './inventory/modem.entity';
import { SimNumber } from './inventory/sim-number.entity';
import { Init1763900000000 } from './migrations/1763900000000-init';
import { Message } from './router/message.entity';

export const ACTIVATIONS_SCHEMA = 'activations';
export const activationsEntities = [Modem, SimNumber, NumberUsage, Activation, Message, OutboxEvent];
export const activationsMigrations = [Init1763900000000];
