// `import css from 'x.css?inline'`: a stylesheet's text (see shared-core's webpack-app.mjs).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
