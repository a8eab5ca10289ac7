import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const ScenesPage = lazyPage(() => pages().then((m) => m.ScenesPage));
const AddScenePage = lazyPage(() => pages().then((m) => m.AddScenePage));
const ScenePage = lazyPage(() => pages().then((m) => m.ScenePage));
const SceneSummaryPage = lazyPage(() => pages().then((m) => m.SceneSummaryPage));

/** Scenes (spec 2 §2): the list, the add-scene wizard, the advanced scene page and the summary, inside the shell with a current gateway. */
export const sceneRoutes = (
  <>
    <Route path={routes.scenes} element={<ScenesPage />} />
    <Route path={routes.scenes_list} element={<ScenesPage />} />
    <Route path={routes.add_scene} element={<AddScenePage />} />
    <Route path={routes.scene} element={<ScenePage />} />
    <Route path={routes.scene_summary} element={<SceneSummaryPage />} />
  </>
);
