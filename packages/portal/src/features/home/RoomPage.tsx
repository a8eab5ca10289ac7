import { NotAvailablePage } from '../../components/NotAvailablePage';

export function RoomPage() {
  return <NotAvailablePage />;
}
