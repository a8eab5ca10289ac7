/** Device pages inside the shell that need a current gateway (spec 2). */
export const deviceRoutes = <></>;
