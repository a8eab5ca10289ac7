// Exports of the media and automation widgets (one barrel per area keeps parallel work apart).
export { MultimediaLink, RECORDING_DURATIONS, MULTIMEDIA_VIEWS, type MultimediaLinkProps, type MultimediaView, type RecordingDuration } from '../multimedia-link/multimedia-link';
export { MultimediaLinkConnected, type MultimediaLinkConnectedProps } from '../multimedia-link/multimedia-link.connected';
export { FileUpload, type FileUploadProps } from '../file-upload/file-upload';
export { FILE_KINDS, DEFAULT_MAX_BYTES, fileKindOf, fileProblem, formatBytes, type FileKind, type FileProblem } from '../file-upload/fileRules';
export { SceneList, filterScenes, type SceneListProps, type SceneSummary } from '../scene-list/scene-list';
export { TimeTrigger, type TimeTriggerProps } from '../time-trigger/time-trigger';
export { timeTriggerProblems, timeTriggerPayload, timeTriggerFrom, type TimeTriggerValue, type TimeTriggerProblem } from '../time-trigger/timeTrigger';
