// Exports of the meters widgets (one barrel per area keeps parallel work apart).
export {};
