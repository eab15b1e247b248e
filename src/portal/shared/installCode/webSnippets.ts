/**
 * Install code for web pages: moesif-browser-js by script tag, directly or as a Google Tag Manager tag. The browser
 * SDK takes the collector as host[/prefix] and uses the page's own scheme to reach it.
 */
import { hostOf, literal, type InstallTarget, type SnippetBuilder } from './installTypes';

function browserScript({ token, collectorUrl }: InstallTarget): string {
  return `<script src="https://unpkg.com/moesif-browser-js@^1/moesif.min.js"></script>
<script>
  moesif.init({
    applicationId: ${literal(token, "'")},
    // Apiscope's collector, without the scheme: the page's http or https is used.
    host: ${literal(hostOf(collectorUrl), "'")},
  });
  moesif.start();
  // After sign-in: moesif.identifyUser('user-1'); moesif.identifyCompany('company-1');
  // User actions: moesif.track('Clicked Get API Key');
</script>`;
}

/** moesif-browser-js on a page. */
export const browserSnippet: SnippetBuilder = (target) => [
  {
    title: 'Add the SDK to every page, before your own scripts. It logs the page’s fetch and XMLHttpRequest calls.',
    file: 'index.html',
    language: 'html',
    code: browserScript(target),
  },
];

/** moesif-browser-js as a Google Tag Manager tag. */
export const gtmSnippet: SnippetBuilder = (target) => [
  { title: 'In Google Tag Manager, add a tag of type Custom HTML with this code, triggered on All Pages.', language: 'html', code: browserScript(target) },
  { title: 'Submit and publish the container, then load one of your pages.' },
];
