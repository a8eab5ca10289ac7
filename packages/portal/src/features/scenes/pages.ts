// The scenes feature's lazy chunk.
export { ScenesPage } from './ScenesPage';
export { AddScenePage } from './AddScenePage';
export { ScenePage, SceneSummaryPage } from './ScenePage';
