/**
 * Runs in the page after React Router's scripts, which the server made inert
 * (`lowPriorityScripts`, ADR 016): after the first frame, the preloads and the module that starts
 * the app are turned on (a module script made by a nonce'd script is allowed by the CSP's
 * 'strict-dynamic'). The server leaves a preload's nonce and priority out of the page (issue 23):
 * each gets this script's nonce and a low priority before it is turned on. A hidden tab paints no
 * frame: then at once.
 */
const source = `(function(){var n=document.currentScript.nonce;function go(){document.querySelectorAll('link[rel="seed-modulepreload"]').forEach(function(l){l.nonce=n;l.fetchPriority="low";l.rel="modulepreload"});document.querySelectorAll('script[type="seed/module"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)})}document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(go,0)}):go()})()`;

export function ScriptsAfterPaint({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
