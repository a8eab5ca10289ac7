import { NotAvailablePage } from '../../../components/NotAvailablePage';

export function ReplaceDevicePage() {
  return <NotAvailablePage />;
}
