//! The code host (DESIGN §4, §11): a user's credential (tokens sealed with AES-256-GCM, one per user
//! and provider), the project's binding to one repository, and the OAuth states of started
//! authorizations (hashed, single use, ten minutes).

use sea_orm_migration::{prelude::*, schema::*};

use crate::{Users, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CodehostCredentials {
    Table,
    Id,
    UserId,
    Provider,
    AccessTokenEnc,
    RefreshTokenEnc,
    TokenStatus,
    TokenExpiresAt,
    RefreshExpiresAt,
    LastRefreshAt,
    RefreshClaimedUntil,
    Scopes,
    AccountLogin,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CodehostBindings {
    Table,
    ProjectId,
    CredentialId,
    RepoId,
    RepoFullName,
    DefaultBranch,
    Enabled,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum OauthStates {
    Table,
    StateHash,
    UserId,
    ProjectId,
    PkceVerifierEnc,
    ExpiresAt,
    UsedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Projects {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CodehostCredentials::Table)
                    .if_not_exists()
                    .col(pk_uuid(CodehostCredentials::Id))
                    .col(uuid(CodehostCredentials::UserId))
                    .col(string_len(CodehostCredentials::Provider, 16))
                    .col(text(CodehostCredentials::AccessTokenEnc))
                    .col(text_null(CodehostCredentials::RefreshTokenEnc))
                    .col(string_len(CodehostCredentials::TokenStatus, 24))
                    .col(timestamp_with_time_zone_null(
                        CodehostCredentials::TokenExpiresAt,
                    ))
                    .col(timestamp_with_time_zone_null(
                        CodehostCredentials::RefreshExpiresAt,
                    ))
                    .col(timestamp_with_time_zone_null(
                        CodehostCredentials::LastRefreshAt,
                    ))
                    .col(timestamp_with_time_zone_null(
                        CodehostCredentials::RefreshClaimedUntil,
                    ))
                    .col(string_len_null(CodehostCredentials::Scopes, 512))
                    .col(string_len_null(CodehostCredentials::AccountLogin, 255))
                    .col(timestamp_with_time_zone(CodehostCredentials::CreatedAt))
                    .col(timestamp_with_time_zone(CodehostCredentials::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_codehost_credentials_user")
                            .from(CodehostCredentials::Table, CodehostCredentials::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index(
                    CodehostCredentials::Table,
                    "uq_codehost_credentials_user_provider",
                    &["user_id", "provider"],
                )
                .unique()
                .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CodehostBindings::Table)
                    .if_not_exists()
                    .col(uuid(CodehostBindings::ProjectId).primary_key())
                    .col(uuid(CodehostBindings::CredentialId))
                    .col(big_integer(CodehostBindings::RepoId))
                    .col(string_len(CodehostBindings::RepoFullName, 255))
                    .col(string_len(CodehostBindings::DefaultBranch, 255))
                    .col(boolean(CodehostBindings::Enabled).default(true))
                    .col(timestamp_with_time_zone(CodehostBindings::CreatedAt))
                    .col(timestamp_with_time_zone(CodehostBindings::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_codehost_bindings_project")
                            .from(CodehostBindings::Table, CodehostBindings::ProjectId)
                            .to(Projects::Table, Projects::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_codehost_bindings_credential")
                            .from(CodehostBindings::Table, CodehostBindings::CredentialId)
                            .to(CodehostCredentials::Table, CodehostCredentials::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                CodehostBindings::Table,
                "idx_codehost_bindings_credential",
                &["credential_id"],
            ))
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(OauthStates::Table)
                    .if_not_exists()
                    .col(string_len(OauthStates::StateHash, 64).primary_key())
                    .col(uuid(OauthStates::UserId))
                    .col(uuid(OauthStates::ProjectId))
                    .col(text(OauthStates::PkceVerifierEnc))
                    .col(timestamp_with_time_zone(OauthStates::ExpiresAt))
                    .col(timestamp_with_time_zone_null(OauthStates::UsedAt))
                    .col(timestamp_with_time_zone(OauthStates::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_oauth_states_user")
                            .from(OauthStates::Table, OauthStates::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                OauthStates::Table,
                "idx_oauth_states_expires",
                &["expires_at"],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            OauthStates::Table.into_iden(),
            CodehostBindings::Table.into_iden(),
            CodehostCredentials::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
