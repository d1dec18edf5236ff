import { OutboxEvent } from '@simrelay/messaging';
import { RentalMessage } from './messages/rental-message.entity';
import { Init1764310000000 } from './migrations/1764310000000-init';
import { RentalPayment } from './rentals/rental-payment.entity';
import { Rental } from './rentals/rental.entity';
import { RestoreRequest } from './restore/restore-request.entity';
import { UsageWindow } from './restore/usage-window.entity';

export const RENTALS_SCHEMA = 'rentals';
export const rentalsEntities = [Rental, RentalPayment, RestoreRequest, UsageWindow, RentalMessage, OutboxEvent];
export const rentalsMigrations = [Init1764310000000];
