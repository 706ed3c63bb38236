/** The page CloudFront serves until the SPA's first build is published (a deploy without web/dist). */
export const placeholderPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Carey</title></head>
<body><main><h1>Carey</h1><p>O site está sendo publicado. Volte em alguns minutos.</p></main></body></html>
`;
