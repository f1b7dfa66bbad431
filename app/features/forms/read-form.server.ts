import { data } from "react-router";

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The posted form, or a 4xx when the body is not one: every action reads its form through this,
 * so JSON, plain text or a broken multipart body gets "415 Unsupported Media Type" / "400 Bad
 * Request" instead of a 500 (issue 10, bad input). Browsers and React Router's fetchers always
 * send one of `formTypes`.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(type)) {
    throw data("Send the form as application/x-www-form-urlencoded or multipart/form-data.", {
      status: 415,
      statusText: "Unsupported Media Type",
    });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400, statusText: "Bad Request" });
  }
}
