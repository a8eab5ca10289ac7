import { NotAvailablePage } from '../../components/NotAvailablePage';

export function HomeSetupPage() {
  return <NotAvailablePage />;
}
