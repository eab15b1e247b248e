declare module '*.css';
declare module '*.svg' { const url: string; export default url; }
declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.webp' { const url: string; export default url; }
declare module '*.mp4' { const url: string; export default url; }
