# The authorization code flow through oidc-provider's dev interactions, as a browser would: answers
# the ID token of account `sys.argv[2]`.
import re, sys, urllib.parse, requests
issuer, account = sys.argv[1], sys.argv[2]
s = requests.Session()
r = s.get(f"{issuer}/auth", params={"client_id": "taxcredit-web", "response_type": "code",
    "scope": "openid email", "redirect_uri": "http://127.0.0.1:9/callback", "state": "st", "nonce": "n"},
    allow_redirects=False)
loc = r.headers["location"]
for _ in range(8):
    url = urllib.parse.urljoin(issuer, loc)
    if url.startswith("http://127.0.0.1:9/callback"):
        break
    page = s.get(url, allow_redirects=False)
    if page.status_code in (302, 303):
        loc = page.headers["location"]; continue
    action = re.search(r'action="([^"]+)"', page.text).group(1)
    fields = dict(re.findall(r'name="([^"]+)" value="([^"]*)"', page.text))
    if 'name="login"' in page.text:
        fields.update({"login": account, "password": "any"})
    elif "prompt" not in fields:
        fields["prompt"] = "consent"
    post = s.post(urllib.parse.urljoin(issuer, action), data=fields, allow_redirects=False)
    loc = post.headers["location"]
    while not urllib.parse.urljoin(issuer, loc).startswith("http://127.0.0.1:9/"):
        nxt = s.get(urllib.parse.urljoin(issuer, loc), allow_redirects=False)
        if nxt.status_code not in (302, 303):
            break
        loc = nxt.headers["location"]
code = urllib.parse.parse_qs(urllib.parse.urlparse(loc).query)["code"][0]
tok = requests.post(f"{issuer}/token", data={"grant_type": "authorization_code", "code": code,
    "redirect_uri": "http://127.0.0.1:9/callback"}, auth=("taxcredit-web", "taxcredit-secret"))
print(tok.json()["id_token"])
