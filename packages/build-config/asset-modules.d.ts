// Module declarations for the asset imports rsbuild handles (CSS modules, plain CSS, URLs).
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg?url' {
  const url: string;
  export default url;
}
