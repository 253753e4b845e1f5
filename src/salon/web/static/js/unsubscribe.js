// The link of a mail's unsubscribe: one click stops that kind of mail (its token says which).
import { accountRequest } from "./account-api.js";

const token = new URLSearchParams(location.search).get("token") ?? "";
const { ok, body } = await accountRequest("/api/unsubscribe", { token });
document.getElementById("said").textContent = ok ? `Done: ${body.said}.` : "";
if (!ok) document.getElementById("page-error").textContent = body?.detail ?? "That did not work.";
