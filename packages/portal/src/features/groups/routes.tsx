import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const GroupsPage = lazyPage(() => pages().then((m) => m.GroupsPage));
const GroupEditPage = lazyPage(() => pages().then((m) => m.GroupEditPage));

/** /groups (param selectedGroupId) and /create_edit_group_page (param editGroup) (spec 3 §2): admins only. */
export const groupRoutes = (
  <>
    <Route path={routes.groups} element={<GroupsPage />} />
    <Route path={routes.create_edit_group_page} element={<GroupEditPage />} />
  </>
);
