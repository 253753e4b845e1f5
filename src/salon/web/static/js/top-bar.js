// The top bar of a page with no other script for it: the account link names who is signed in.
import { showAccountLink } from "./account-api.js";

showAccountLink(document.getElementById("account-link"));
