/**
 * A field people never see or reach: bots that fill every input give themselves away.
 * Forms whose action checks `website` answer such posts with a silent "success".
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
