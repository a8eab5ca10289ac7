// A stylesheet is imported for its side effect alone: Vite puts it in the
// page. The declaration lets TypeScript check that every other side-effect
// import names a module that exists.
declare module '*.css';
