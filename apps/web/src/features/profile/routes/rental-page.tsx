import { RentedNumbers } from '../../rentals/components/rented-numbers';

/** /profile/rental: rented numbers, their codes live, extend, end, restore access and Start usage. */
export function RentalPage() {
  return <RentedNumbers linkToRent />;
}
