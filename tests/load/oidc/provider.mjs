// node's oidc-provider as the identity provider: one client, accounts whose e-mail is verified.
import Provider from 'oidc-provider';
const port = Number(process.argv[2] || 18430);
const issuer = `http://127.0.0.1:${port}`;
const provider = new Provider(issuer, {
  clients: [{
    client_id: 'taxcredit-web', client_secret: 'taxcredit-secret',
    redirect_uris: ['http://127.0.0.1:9/callback'], response_types: ['code'],
    grant_types: ['authorization_code'],
  }],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  features: { devInteractions: { enabled: true } },
  // The scope's claims (email, email_verified) in the ID token itself, as most issuers send them.
  conformIdTokenClaims: false,
  async findAccount(ctx, id) {
    return { accountId: id, async claims() { return { sub: id, email: `${id}@example.com`, email_verified: true }; } };
  },
  pkce: { required: () => false },
});
provider.listen(port, () => console.log(`oidc-provider ${issuer}`));
