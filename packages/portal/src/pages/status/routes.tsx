/** Full-page status screens (spec 1 §2.2), rendered inside StatusLayout. */
export const statusRoutes = <></>;
