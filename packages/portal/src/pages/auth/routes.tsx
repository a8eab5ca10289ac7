/**
 * Sign-in and public routes (spec 1 §2.1, §4.1, §5, §7.1).
 * `authRoutes`: pages for signed-out people; a signed-in person is sent back.
 * `openRoutes`: pages anyone may open (terms, privacy, QR code).
 */
export const authRoutes = <></>;
export const openRoutes = <></>;
