import { NotAvailablePage } from '../../../components/NotAvailablePage';

export function AddDevicePage() {
  return <NotAvailablePage />;
}
