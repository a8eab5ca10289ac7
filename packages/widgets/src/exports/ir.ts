// Exports of the ir widgets (one barrel per area keeps parallel work apart).
export {};
