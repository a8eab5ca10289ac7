import { NotAvailablePage } from '../../components/NotAvailablePage';

export function AddRoomPage() {
  return <NotAvailablePage />;
}
