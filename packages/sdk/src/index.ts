export * from './model/entities';
export * from './model/messages';
export * from './model/topics';
export * from './config/customerConfig';
export * from './rest/errorCodes';
