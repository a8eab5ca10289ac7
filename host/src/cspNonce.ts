// The CSP nonce of this page (docs/simulator.md "HTTP hardening"): Vite's
// html.cspNonce puts a meta tag in the entry, the server fills in a fresh
// nonce per answer, and style-src allows only 'self' and that nonce. The
// dialogs' scroll lock (react-remove-scroll, via Radix) injects <style>
// elements and stamps them with `__webpack_nonce__` when it is set, so we
// set it before anything renders. Browsers hide the attribute; the `nonce`
// property keeps it. Served by anything else, the placeholder stays and
// nothing is set.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce && nonce !== 'HOMEPORT_CSP_NONCE') (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
