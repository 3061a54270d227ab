// Module declarations for the asset imports rsbuild handles (CSS modules, plain CSS, URLs, pictures).
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg?url' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
