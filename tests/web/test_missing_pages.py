"""An address the site does not have: a browser is shown a small page of the site's own, with
its way home, and status 404; the API, and any client that asks for no page, keep the JSON
refusal (docs/web.md "The API, endpoint by endpoint")."""

from __future__ import annotations

from webtools import Site

BROWSER = {"accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}


def test_an_unknown_page_is_a_page_of_the_site_with_the_way_home(site: Site) -> None:
    answer = site.client.get("/nothing-here", headers=BROWSER)
    assert answer.status_code == 404
    assert answer.headers["content-type"].startswith("text/html")
    assert "No such page" in answer.text and 'href="/#/"' in answer.text
    assert '"detail"' not in answer.text
    assert "default-src 'self'" in answer.headers["content-security-policy"]


def test_the_api_and_scripts_keep_their_json_refusals(site: Site) -> None:
    for path, accept in [
        ("/api/nothing-here", BROWSER["accept"]),
        ("/api/tables/zzzz", BROWSER["accept"]),
        ("/nothing-here", "*/*"),
        ("/static/js/nothing-here.js", "*/*"),
    ]:
        answer = site.client.get(path, headers={"accept": accept})
        assert answer.status_code == 404, path
        assert answer.headers["content-type"] == "application/json", path
        assert "detail" in answer.json(), path
