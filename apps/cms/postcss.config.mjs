// Tailwind 4 for the draft preview (app/(preview)), which renders the public components with the
// public stylesheet; that sheet names the components' folder itself (@source in apps/site/app/globals.css).
const config = { plugins: { '@tailwindcss/postcss': {} } };

export default config;
