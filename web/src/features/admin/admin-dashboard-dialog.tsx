import styled from 'styled-components';
import { ModalDialog } from '../../ui/modal-dialog';
import { AdminDashboard } from './internal/admin-dashboard';

/** The admin dashboard over the map (the user menu's Admin Dashboard); the app loads it on demand. */
export function AdminDashboardDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Admin Dashboard" onClose={onClose} wide>
      <Body>
        <AdminDashboard />
      </Body>
    </ModalDialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
