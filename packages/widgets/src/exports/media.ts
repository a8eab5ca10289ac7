// Exports of the media widgets (one barrel per area keeps parallel work apart).
export {};
