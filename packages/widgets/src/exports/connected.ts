// Exports of the connected widgets (one barrel per area keeps parallel work apart).
export {};
