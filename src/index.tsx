import { createRoot } from 'react-dom/client';
import './styles/tokens.css';

function Boot() {
  return <main><h1>Apiscope</h1></main>;
}

createRoot(document.getElementById('root') as HTMLElement).render(<Boot />);
