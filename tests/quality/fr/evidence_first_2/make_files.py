#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the second first-contact set (fr/evidence_first_2).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json.
Quebec firms, Quebec usage and anglicisms, French number formats ("1,2 %", "-10 °C", "4 500") and French
dates (« 3 mars 2025 », « 17/04/2025 », « le 2 juin »). Two cases carry English evidence files
(fr_anodisation_dure_a356, fr_spiruline_photobioreacteur_hiver). Every case has "language": "fr",
placed after "question" as in fr/evidence_first. Semicolon CSV files use decimal commas, as exported by
a French-locale spreadsheet; XLSX cells hold real numbers (so they read 3.8, not 3,8).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))

import casegen  # noqa: E402
from casegen import D, case, docx, pdf, text, xlsx  # noqa: E402,F401

casegen.HERE = HERE


def case_fr(meta, files, language="fr"):
    """casegen.case() plus the "language" field, placed after "question"."""
    case(meta, files)
    c = casegen.CASES[-1]
    keys = ["name", "question"]
    out = {k: c[k] for k in keys}
    out["language"] = language
    out.update({k: v for k, v in c.items() if k not in keys})
    casegen.CASES[-1] = out


# ---------------------------------------------------------------------------
# Q01 fermentation de cidre de glace (cidrerie, Montérégie) - offre d'emploi en bruit;
#     le cahier de chai n'a pas d'année (elle n'est que dans le classeur), et il chevauche décembre-janvier
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_cidre_de_glace_fermentation",
        "question": "Peux-tu me préparer les lignes 242, 244 pis 246 du T661 pour nos essais de fermentation de cidre de glace? Le cahier de Geneviève pis le classeur sont joints.",
        "facts": {
            "242": [["10,5 % alc./vol."], ["150 g/L"], ["1,2 g/L"], ["58 mg/L", "Riesling"]],
            "244": [["DAP 200 mg/L", "DAP"], ["pied de cuve"], ["nutriment organique", "levures inactivées"], ["12 °C"]],
            "246": [["158 g/L"], ["0,8 g/L"], ["6,8 %"], ["1,4 g/L"]],
        },
        "dates": ["2024-12-02", "2024-12-04", "2024-12-09", "2024-12-11", "2024-12-18", "2025-01-08",
                  "2025-01-15", "2025-01-17", "2025-01-24"],
        "noise": ["Préposé(e) à l'entretien du verger", "19,50 $ de l'heure", "Permis de conduire classe 5",
                  "Envoyez votre CV"],
        "bindings": [
            {"value": "1,4 g/L", "subject": "C2", "others": ["C3", "C4"]},
            {"value": "6,8 %", "subject": "C1", "others": ["C3", "C4"]},
            {"value": "0,8 g/L", "subject": "C3", "others": ["C1", "C2"]},
        ],
    },
    [
        ("cahier_chai_cidre_glace.txt", text("""
VERGER DES TROIS COTEAUX - Hemmingford
Cahier de chai - cidre de glace par cryoconcentration
Tenu par Geneviève Roy, maître de chai

Pourquoi on fait ça
Nos fermentations de moût cryoconcentré (autour de 34 °Brix) bloquent toutes seules ou traînent pendant trois mois.
Pour le cidre de glace il faut un moût d'au moins 30 °Brix au départ et un produit fini entre 7 et 13 % alc./vol. Nous,
on vise 10,5 % alc./vol. avec au moins 150 g/L de sucre résiduel, en 45 jours maximum, et une acidité volatile sous
1,2 g/L (au-dessus, le cidre goûte le vernis à ongles).
Le problème : les levures et les protocoles qu'on trouve sont faits pour le vin de glace (Vidal, Riesling). Notre moût de
pomme n'a presque pas d'azote assimilable (58 mg/L mesuré l'an passé) et la pression osmotique est énorme. Le
représentant de la levure pouvait pas nous dire quelle souche et quelle nutrition passent à travers ça sans faire monter
l'acidité volatile.

le 2 décembre - pressage des pommes gelées (Cortland + McIntosh), 4 500 L de moût à 34,2 °Brix. Azote assimilable
58 mg/L, encore.

le 4 décembre - on a pitché les trois premières cuves à 16 °C :
  C1 : levure EC-1118 réhydratée, rien d'autre (notre façon de faire depuis 2019).
  C2 : EC-1118 + DAP 200 mg/L au départ.
  C3 : levure pour vin de glace en pied de cuve acclimaté par paliers (moût dilué à 15 puis 25 °Brix sur 48 h)
       + nutriment organique (levures inactivées) en deux doses, au départ et au tiers de la fermentation.

lun. 9 déc. - C4 lancée : même recette que C3 mais à 12 °C, pour voir si le froid garde plus d'arômes.

le 18 décembre - C2 part en fou, déjà 6 % d'alcool. C3 régulière. C1 presque rien, le starter a mal pris.

le 8 janvier - échantillons au labo (AV, alcool, sucre). C2 : AV 1,4 g/L, on sent le vernis - cuve déclassée.

le 15 janvier - C3 arrêtée par le froid (-4 °C pendant 72 h) puis filtrée.
C3 finit à 10,6 % alc./vol., 158 g/L de sucre résiduel, AV 0,8 g/L, en 42 jours.

le 17 janvier - C1 a plafonné à 6,8 % après 44 jours, fermentation bloquée. On la passera en cidre de base.

le 24 janvier - Bilan : le DAP fait partir la levure trop vite et l'acidité volatile monte; la levure seule bloque. Ce
qui marche, c'est la levure acclimatée en pied de cuve avec le nutriment organique en deux doses (C3). C4 à 12 °C
est trop lente, elle passera pas en 45 jours : on oublie le froid pendant la fermentation. Recette C3 pour toute
la récolte 2025.
""")),
        ("suivi_cuves_2024-2025.xlsx", xlsx([
            ("suivi", [
                ["date", "cuve", "temp_C", "brix", "alcool_pct_vol", "AV_g_L", "sucre_residuel_g_L", "note"],
                [D("2024-12-04"), "C1", 16, 34.2, 0, None, None, "inoculation"],
                [D("2024-12-04"), "C2", 16, 34.2, 0, None, None, "inoculation + DAP"],
                [D("2024-12-04"), "C3", 16, 34.2, 0, None, None, "pied de cuve"],
                [D("2024-12-11"), "C1", 16, 33.1, 0.9, None, None, ""],
                [D("2024-12-11"), "C2", 16, 29.8, 3.4, None, None, ""],
                [D("2024-12-11"), "C3", 16, 31.0, 2.2, None, None, ""],
                [D("2024-12-11"), "C4", 12, 33.9, 0.2, None, None, "démarrée le 9"],
                [D("2024-12-18"), "C1", 16, 32.0, 2.1, None, None, ""],
                [D("2024-12-18"), "C2", 16, 26.1, 6.0, None, None, "très active"],
                [D("2024-12-18"), "C3", 16, 28.3, 4.1, None, None, ""],
                [D("2024-12-18"), "C4", 12, 32.2, 1.3, None, None, ""],
                [D("2025-01-08"), "C1", 16, 28.9, 5.9, 0.7, None, ""],
                [D("2025-01-08"), "C2", 16, 20.5, 10.9, 1.4, 121, "déclassée"],
                [D("2025-01-08"), "C3", 16, 24.6, 8.8, 0.6, None, ""],
                [D("2025-01-08"), "C4", 12, 29.7, 4.8, 0.5, None, ""],
                [D("2025-01-15"), "C3", -4, 22.8, 10.6, 0.8, 158, "arrêt par le froid"],
                [D("2025-01-17"), "C1", 16, 28.4, 6.8, 0.9, 225, "bloquée"],
                [D("2025-01-24"), "C4", 12, 27.1, 7.6, 0.6, None, "trop lente"],
            ]),
        ])),
        ("offre_emploi_verger.txt", text("""
VERGER DES TROIS COTEAUX - ON EMBAUCHE!

Poste : Préposé(e) à l'entretien du verger
Lieu : Hemmingford (Montérégie) - poste saisonnier d'avril à novembre, 40 h/semaine

Tâches :
- taille des pommiers, éclaircissage, tonte entre les rangs
- cueillette et tri des pommes pendant la récolte
- aide à l'accueil des visiteurs à l'autocueillette les fins de semaine

Exigences :
- Permis de conduire classe 5 (tracteur un atout)
- Aimer travailler dehors beau temps, mauvais temps

Conditions : 19,50 $ de l'heure, pommes et cidre à volonté (avec modération!).
Envoyez votre CV à emplois@troiscoteaux.example ou passez nous voir au kiosque.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q02 anodisation dure de pièces coulées A356 (traitement de surface, Saguenay) - rapport de labo EN ANGLAIS;
#     dates jj/mm/aaaa; CSV au point-virgule; dureté de l'essai AD-5 seulement dans le tableau du rapport anglais
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_anodisation_dure_a356",
        "question": "Rédige-moi les sections 242, 244 et 246 pour le projet d'anodisation dure sur A356. Le rapport du labo de Hamilton est en anglais.",
        "facts": {
            "242": [["50 µm"], ["350 HV"], ["15 mg"], ["6061 corroyé", "7 % de silicium"]],
            "244": [["courant pulsé", "pulsed current"], ["acide oxalique", "oxalic"], ["2 A/dm²"], ["désoxydation au fluorure", "fluoride deoxidation"]],
            "246": [["52 µm"], ["372"], ["brûlures"], ["16,8", "16.8"]],
        },
        "dates": ["2025-04-03", "2025-04-10", "2025-04-17", "2025-04-24", "2025-05-01", "2025-05-09", "2025-05-12"],
        "noise": [],
        "bindings": [
            {"value": "31 µm", "subject": "AD-1", "others": ["AD-3", "AD-5"]},
            {"value": "290 HV", "subject": "AD-2", "others": ["AD-3", "AD-5"]},
            {"value": "45 µm", "subject": "AD-4", "others": ["AD-3", "AD-5"]},
        ],
    },
    [
        ("journal_anodisation_dure.md", text("""
# Journal - anodisation dure sur pièces coulées A356
Traitements de surface Chicoutimi inc. - ligne 3 (anodisation dure). Responsable : Karine Tremblay, ing.

## Contexte
Un client de Jonquière nous envoie des corps de pompe coulés au sable en A356 (environ 7 % de silicium). Il veut une
anodisation dure de 50 µm ± 5 µm, une dureté d'au moins 350 HV, une usure Taber d'au plus 15 mg par 1 000 cycles
(meule CS-17, 1 kg) et aucune brûlure. Nos paramètres de type III viennent de la norme MIL-A-8625 et de nos années
sur du 6061 corroyé. Sur un alliage coulé, les particules de silicium ne s'oxydent pas : la couche pousse mal autour
d'elles, le courant se concentre ailleurs et ça brûle. On n'a trouvé aucune donnée pour de l'A356 coulé au sable,
avec ses porosités, à ces épaisseurs.

## Essais (6 pièces par essai, bain sulfurique 180 g/L à 0 °C sauf indication)
**03/04/2025 - AD-1** : nos paramètres standards, courant continu 3 A/dm², 60 min. AD-1 ne donne que 31 µm et
4 pièces sur 6 ont des brûlures près des masselottes. Le ramp-up du courant n'y change rien.

**10/04/2025 - AD-2** : courant continu baissé à 2 A/dm², 90 min. Plus de brûlures, 38 µm. Envoyé à Hamilton pour
dureté et Taber.

**17/04/2025 - AD-3** : courant pulsé, 4 A/dm² en pic et 0,8 A/dm² en base, 90 min. 52 µm, aucune brûlure, belle
couche grise uniforme.

**24/04/2025 - AD-4** : bain mixte sulfurique + acide oxalique 15 g/L, courant continu 2,5 A/dm². AD-4 donne 45 µm,
pas de brûlure, couleur plus foncée.

**01/05/2025 - AD-5** : AD-3 + désoxydation au fluorure avant l'anodisation (dégage le silicium en surface). 51 µm,
écart de ± 3 µm d'un bout à l'autre de la pièce.

**12/05/2025 - Bilan** (rapport de Hamilton reçu le 9, en anglais) : AD-2 à 290 HV, trop mou. AD-4 à 16,8 mg
d'usure, au-dessus de la limite - le bain mixte à l'acide oxalique est écarté. Le courant pulsé règle les brûlures
et donne l'épaisseur; avec la désoxydation au fluorure en plus (AD-5), on passe partout. AD-5 devient la
recette du client.
""")),
        ("essais_anodisation.csv", text("""
essai;date;bain;courant;densite_A_dm2;duree_min;pretraitement;epaisseur_um;ecart_um;brulures;resultat
AD-1;03/04/2025;sulfurique 180 g/L;continu;3;60;dégraissage;31;±6;4/6;rejet
AD-2;10/04/2025;sulfurique 180 g/L;continu;2;90;dégraissage;38;±5;0/6;rejet (dureté)
AD-3;17/04/2025;sulfurique 180 g/L;pulsé;4 / 0,8;90;dégraissage;52;±5;0/6;ok
AD-4;24/04/2025;sulfurique + oxalique 15 g/L;continu;2,5;90;dégraissage;45;±4;0/6;rejet (usure)
AD-5;01/05/2025;sulfurique 180 g/L;pulsé;4 / 0,8;90;désoxydation fluorure;51;±3;0/6;retenu
""")),
        ("hamilton_lab_report_HST-2291.pdf", pdf([
            ("title", "Test report HST-2291 - hard anodic coatings on A356 castings"),
            ("p", "Hamilton Surface Testing Ltd., Hamilton, Ontario. Client: Traitements de surface Chicoutimi inc. "
                  "Report date: May 9, 2025."),
            ("h1", "Samples and methods"),
            ("p", "Five sets of anodized A356 coupons cut from pump housings (AD-1 to AD-5). Coating thickness by "
                  "eddy current and cross-section; microhardness HV0.05 on polished cross-sections, 5 indents; "
                  "Taber abrasion with CS-17 wheels, 1 kg load, weight loss over 1,000 cycles."),
            ("table", [
                ["Sample", "Process (as declared by client)", "Thickness (um)", "Microhardness (HV0.05)",
                 "Taber loss (mg/1000 cycles)"],
                ["AD-1", "DC 3 A/dm2, sulfuric", "31", "305", "24.1"],
                ["AD-2", "DC 2 A/dm2, sulfuric", "38", "290", "21.7"],
                ["AD-3", "pulsed current, sulfuric", "52", "365", "13.2"],
                ["AD-4", "DC 2.5 A/dm2, sulfuric + oxalic", "45", "340", "16.8"],
                ["AD-5", "pulsed current + fluoride deoxidation", "51", "372", "12.6"],
            ]),
            ("h1", "Remarks"),
            ("p", "AD-1 coupons showed local burning and cracking of the coating next to coarse silicon "
                  "particles. AD-3 and AD-5 meet a 350 HV hardness and 15 mg wear requirement; AD-5 has the most "
                  "uniform cross-section."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q03 mousse polyuréthane HFO dans des panneaux de portes de garage (manufacturier, Beauce) - brochure en bruit;
#     résultats en tableau dans le DOCX, chiffres bruts dans le XLSX (P5 essayé avant P4)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_mousse_hfo_portes_garage",
        "question": "J'ai besoin du texte RS&DE (lignes 242, 244, 246) pour le changement d'agent gonflant dans nos panneaux de portes. Rapport, fichier d'essais et brochure ci-joints.",
        "facts": {
            "242": [["facteur R-13"], ["au plus 1 %"], ["40 à 45 kg/m³"], ["23 °C"]],
            "244": [["co-gonflage"], ["catalyseur de gel"], ["préchauffés à 35 °C"], ["3 pph"]],
            "246": [["0,6 %"], ["R-13,3"], ["R-12,0"], ["3,8 %"]],
        },
        "dates": ["2025-03-03", "2025-03-10", "2025-03-17", "2025-03-20", "2025-03-24", "2025-04-11"],
        "noise": ["Garantie à vie limitée", "Choisissez parmi 12 couleurs", "Fenêtres décoratives",
                  "Demandez votre soumission gratuite"],
        "bindings": [
            {"value": "2,1 %", "subject": "P2", "others": ["P4", "P3"]},
            {"value": "8 mm", "subject": "P3", "others": ["P4", "P5"]},
            {"value": "0,0241", "subject": "P5", "others": ["P4", "P3"]},
        ],
    },
    [
        ("rapport_mousse_HFO.docx", docx([
            ("title", "Panneaux de portes de garage - passage à l'agent gonflant HFO"),
            ("p", "Portes Beauce-Nord inc., Saint-Joseph-de-Beauce. Rapport technique rédigé par Mathieu Poulin, "
                  "ing. jr, procédés."),
            ("h1", "Plan"),
            ("p", "Notre mousse polyuréthane injectée entre les deux tôles des panneaux était gonflée au HFC-245fa, "
                  "qui n'est plus permis. Il faut passer au HFO-1233zd sans perdre la cote de nos portes : facteur "
                  "R-13 pour un panneau de 2 po, densité du cœur de 40 à 45 kg/m³, retrait d'au plus 1 % après "
                  "28 jours à -30 °C, et aucun vide de plus de 5 mm dans le panneau."),
            ("p", "Les fiches du fournisseur de système donnent des résultats mesurés à 23 °C, pour de la mousse "
                  "projetée. Notre usine tourne à 12 °C l'hiver et nos panneaux passent l'hiver dehors. Le HFO "
                  "bout plus haut que le HFC : à froid, il se condense dans les cellules, la pression baisse et la "
                  "mousse peut retraiter. On ne savait pas quelle formulation tiendrait le retrait sous 1 % sans "
                  "perdre l'isolation."),
            ("h1", "Méthode"),
            ("b", "P1 - HFO en remplacement direct du HFC, indice 110"),
            ("b", "P2 - P1 avec le catalyseur de gel augmenté de 30 %"),
            ("b", "P3 - co-gonflage HFO + eau (1,5 pph, donc du CO2), indice 115"),
            ("b", "P4 - P3 avec les moules préchauffés à 35 °C"),
            ("b", "P5 - eau montée à 3 pph pour réduire la quantité de HFO"),
            ("p", "Trois panneaux de 2 po par essai, coulés sur la ligne 2. Retrait mesuré après 28 jours en "
                  "chambre à -30 °C, conductivité sur carottes au fluxmètre, vides repérés à la coupe."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Date", "Densité cœur (kg/m³)", "Retrait à -30 °C", "Conductivité (W/m·K)",
                 "Facteur R (2 po)", "Plus gros vide", "Verdict"],
                ["P1", "3 mars 2025", "41", "3,8 %", "0,0208", "R-13,9", "3 mm", "rejet - retrait"],
                ["P2", "10 mars 2025", "42", "2,1 %", "0,0210", "R-13,7", "4 mm", "rejet - retrait"],
                ["P3", "17 mars 2025", "43", "0,7 %", "0,0219", "R-13,2", "8 mm", "rejet - vides"],
                ["P5", "20 mars 2025", "44", "0,5 %", "0,0241", "R-12,0", "3 mm", "rejet - isolation"],
                ["P4", "24 mars 2025", "43", "0,6 %", "0,0217", "R-13,3", "2 mm", "retenu"],
            ]),
            ("p", "Le catalyseur seul (P2) réduit le retrait mais pas assez. Le co-gonflage au CO2 rend les "
                  "cellules assez rigides pour résister au froid (P3), mais la mousse gèle trop vite contre les "
                  "tôles froides et laisse des vides de 8 mm dans les coins. P5 montre qu'on ne peut pas "
                  "remplacer plus de HFO par de l'eau : l'isolation chute."),
            ("h1", "Conclusion"),
            ("p", "11 avril 2025 : le co-gonflage HFO + eau à 1,5 pph avec des moules préchauffés à 35 °C (P4) "
                  "respecte toutes les exigences. Le préchauffage est ce qui fait disparaître les vides. Mise en "
                  "production prévue en mai sur la ligne 2, puis sur la ligne 1."),
        ])),
        ("essais_panneaux_HFO.xlsx", xlsx([
            ("essais", [
                ["panneau", "date_coulee", "agent", "eau_pph", "indice", "temp_moule_C", "densite_kg_m3",
                 "retrait_28j_pct", "lambda_W_mK", "facteur_R", "vide_max_mm", "verdict"],
                ["P1", D("2025-03-03"), "HFO-1233zd", 0.5, 110, 18, 41, 3.8, 0.0208, 13.9, 3, "rejet"],
                ["P2", D("2025-03-10"), "HFO-1233zd", 0.5, 110, 18, 42, 2.1, 0.0210, 13.7, 4, "rejet"],
                ["P3", D("2025-03-17"), "HFO-1233zd + eau", 1.5, 115, 18, 43, 0.7, 0.0219, 13.2, 8, "rejet"],
                ["P4", D("2025-03-24"), "HFO-1233zd + eau", 1.5, 115, 35, 43, 0.6, 0.0217, 13.3, 2, "retenu"],
                ["P5", D("2025-03-20"), "HFO-1233zd + eau", 3.0, 115, 18, 44, 0.5, 0.0241, 12.0, 3, "rejet"],
            ]),
        ], date_format="dd/mm/yyyy")),
        ("brochure_portes_2025.pdf", pdf([
            ("title", "Portes Beauce-Nord - collection 2025"),
            ("p", "Des portes de garage fabriquées en Beauce depuis 1986, pour nos hivers québécois."),
            ("h1", "Pourquoi choisir nos portes?"),
            ("b", "Garantie à vie limitée sur les panneaux"),
            ("b", "Choisissez parmi 12 couleurs, dont Noir charbon et Bois de grange"),
            ("b", "Fenêtres décoratives Victoria, Cathédrale ou Moderne"),
            ("b", "Installation par nos équipes certifiées de Québec à Sherbrooke"),
            ("p", "Demandez votre soumission gratuite en ligne ou chez l'un de nos 40 détaillants."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q04 commande prédictive d'une glace d'aréna (logiciel / énergie, Laval) - pas de bruit; journal de dev plein
#     d'anglicismes, dates ISO et « le 3 novembre », CSV au point-virgule, sommaire PDF daté
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_logiciel_glace_arena",
        "question": "Fais-moi les lignes 242, 244 et 246 du T661 pour notre projet de contrôle de la glace d'aréna (journal de dev, résultats du pilote, sommaire).",
        "facts": {
            "242": [["-5,5 °C"], ["15 %"], ["95 %"], ["2 à 3 h"]],
            "244": [["capteur infrarouge"], ["commande prédictive", "MPC"], ["horaire de réservation"], ["masque les resurfaçages"]],
            "246": [["96,2 %"], ["-16,4 %"], ["78 %"], ["buée"]],
        },
        "dates": ["2025-10-06", "2025-10-14", "2025-10-27", "2025-11-03", "2025-11-10", "2025-11-24",
                  "2025-12-05", "2025-12-12"],
        "noise": [],
        "bindings": [
            {"value": "78 %", "subject": "V2", "others": ["V4", "V3"]},
            {"value": "-17 %", "subject": "V3", "others": ["V4", "V2"]},
            {"value": "91 %", "subject": "V1", "others": ["V4", "V3"]},
        ],
    },
    [
        ("journal_dev_givrix.md", text("""
# Journal de dev - Givrix (contrôle de la glace)
Givrix Technologies inc., Laval. Pilote à l'aréna du Boisé (patinoire 1, système à l'ammoniac, saumure).

Objectif du pilote : garder la surface de la glace à -5,5 °C ± 0,5 °C pour le hockey au moins 95 % du temps
d'utilisation, tout en coupant l'énergie de réfrigération d'au moins 15 % par rapport à la régulation actuelle
(saumure fixe à -9 °C). La dalle de béton + 4 cm de glace réagit avec un délai de 2 à 3 h : quand le compresseur
part, la surface le voit juste bien plus tard. Personne a de modèle qui relie l'horaire de l'aréna (hockey, patin
libre, fermeture) à la charge sur la glace.

- **2025-10-06** - install des capteurs : capteur infrarouge au-dessus du centre de la glace, sondes dans la dalle,
  compteur sur le compresseur 2. Accès au BMS par BACnet, enfin.
- **2025-10-14** - V1 (référence) roule une semaine : saumure fixe à -9 °C, comme l'aréna fait depuis toujours.
- **2025-10-27** - V2 : on régule directement sur le capteur infrarouge au lieu de la saumure. Ça oscille ben raide
  après chaque resurfaçage : l'eau chaude (60 °C) fait bondir la lecture, le compresseur s'emballe, puis la glace
  devient trop froide. V2 dans la bande seulement 78 % du temps.
- **le 3 novembre** - bug fix : le timestamp du BMS était en UTC, les réservations en heure locale. On a pushé le
  fix, on recommence V2 pour être sûr. Même résultat, le problème est pas le bug.
- **2025-11-10** - V3 : commande prédictive (MPC) avec un modèle thermique de la dalle et l'horaire de réservation
  de l'aréna. Le modèle pré-refroidit 2 h avant les matchs et laisse remonter pendant la nuit. V3 donne -17 %
  d'énergie mais encore des dérapages après les resurfaçages.
- **2025-11-24** - V4 : V3 + un filtre qui masque les resurfaçages (on ignore le capteur 10 min après chaque passage
  de la surfaceuse) + correction de la buée sur la lentille du capteur (compensée avec l'humidité de l'aréna).
- **2025-12-05** - fin des deux semaines de V4. Voir le CSV du pilote.
""")),
        ("resultats_pilote_arena.csv", text("""
version;debut;jours;strategie;energie_kWh_jour;variation_energie;temps_dans_bande_pct;resurfacages_par_jour;commentaire
V1;2025-10-14;7;saumure fixe -9 °C;3 980;0 %;91 %;9;référence
V2;2025-10-27;12;régulation sur capteur infrarouge;3 622;-9 %;78 %;10;oscille après chaque resurfaçage
V3;2025-11-10;12;MPC + horaire;3 303;-17 %;89 %;9;dérapages après resurfaçage
V4;2025-11-24;12;MPC + horaire + masque + buée;3 327;-16,4 %;96,2 %;9;retenu
""")),
        ("sommaire_projet_givrix.pdf", pdf([
            ("title", "Sommaire de projet - contrôle prédictif de la glace"),
            ("p", "Givrix Technologies inc. - pilote à l'aréna du Boisé, octobre à décembre 2025. "
                  "Sommaire rédigé le 12 décembre 2025."),
            ("h1", "Résultat"),
            ("p", "La version V4 garde la surface dans la bande de -5,5 °C ± 0,5 °C 96,2 % du temps d'utilisation "
                  "et réduit l'énergie de réfrigération de 16,4 % par rapport à la saumure fixe. Les deux cibles du "
                  "pilote sont atteintes."),
            ("h1", "Ce qu'on a appris"),
            ("b", "Réguler directement sur la surface, sans modèle, est pire que la référence : le capteur ment "
                  "pendant les resurfaçages et le délai de la dalle fait osciller la boucle."),
            ("b", "Le modèle de dalle avec l'horaire donne l'économie d'énergie; il faut en plus ignorer le capteur "
                  "après chaque resurfaçage et corriger la buée pour tenir la bande."),
            ("h1", "Suite"),
            ("p", "Déploiement sur la patinoire 2 en janvier; version pour les systèmes au CO2 en 2026."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q05 plateaux à œufs en fibre moulée résistants à l'humidité (pâtes et papiers, Mauricie) - passage RH en bruit
#     dans les notes de réunion; cibles chiffrées dans les notes; dates « mardi 14 janvier 2025 »
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_plateaux_oeufs_fibre_moulee",
        "question": "Peux-tu rédiger 242, 244 et 246 pour le projet des plateaux à œufs? Notes de réunion, fichier Excel et sommaire joints.",
        "facts": {
            "242": [["180 N"], ["42 g"], ["90 % HR"], ["kraft vierge"]],
            "244": [["PAE 1,0 %"], ["CMC 0,2 %", "CMC"], ["polyDADMAC"], ["AKD"]],
            "246": [["192 N"], ["151 N"], ["charges anioniques"], ["165 N"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-01-28", "2025-02-04", "2025-02-06", "2025-02-11", "2025-02-20"],
        "noise": ["vacances de la construction", "banque de congés mobiles", "formulaire de demande de congé",
                  "au plus tard le vendredi"],
        "bindings": [
            {"value": "138 N", "subject": "T2", "others": ["T4", "T3"]},
            {"value": "174 N", "subject": "T5", "others": ["T4", "T3"]},
            {"value": "120 N", "subject": "T1", "others": ["T4", "T2"]},
        ],
    },
    [
        ("notes_reunions_plateaux.md", text("""
# Projet plateaux 30 œufs « froid humide » - notes de réunion
Fibres moulées Saint-Maurice inc., Trois-Rivières. Présents : Julie (qualité), Marc-André (procédé), Sophie (labo).

## Réunion du mardi 14 janvier 2025
- Le client (un poste de classement d'œufs) se plaint : nos plateaux ramollissent dans ses frigos à 4 °C avec la
  condensation, et les piles de 30 plateaux s'écrasent.
- Cibles : résistance à la compression d'au moins 180 N après 48 h à 4 °C et 90 % HR, et un plateau allégé à 42 g
  (48 g aujourd'hui) pour payer l'additif.
- Notre pâte est 100 % recyclée (journaux + carton ondulé), avec beaucoup de fines et 12 % de cendres. Les fiches
  du fournisseur d'agent de résistance humide (PAE) sont faites sur du kraft vierge. On sait pas si le PAE va tenir
  sur notre fibre, ni à quelle dose.
- Sophie prépare les essais T1 à T4 sur la machine pilote.

## Réunion du mardi 11 février 2025
- T1 (référence 48 g, sans additif) : 120 N après humidité. T2 (42 g + PAE 0,5 %) : 138 N.
- T3 avec PAE 1,0 % plafonne à 151 N : doubler le PAE donne presque rien. Sophie pense que les charges anioniques
  de la pâte recyclée bloquent le PAE.
- T4 (PAE 1,0 % + CMC 0,2 %) passe : 192 N. La CMC donne au PAE de quoi s'accrocher.
- T5 (polyDADMAC comme fixateur + PAE 1,0 %) : 174 N, mieux mais pas assez.
- L'AKD seul (collage hydrophobe, fait hors série le 6 février) : 165 N, et les plateaux deviennent glissants sur
  la ligne d'emballage. Écarté.
- Décision : T4 en production en mars. Sommaire à faire par Sophie.

## Divers - rappel RH
- Les demandes pour les vacances de la construction doivent être remises au plus tard le vendredi 28 février.
- La banque de congés mobiles se remet à zéro au 1er mai. Utilisez le formulaire de demande de congé sur l'intranet.
""")),
        ("essais_plateaux_2025.xlsx", xlsx([
            ("essais", [
                ["essai", "date", "masse_g", "PAE_pct", "additif", "compression_sec_N", "compression_humide_N",
                 "absorption_eau_pct", "verdict"],
                ["T1", D("2025-01-21"), 48, 0, "aucun", 265, 120, 38, "référence"],
                ["T2", D("2025-01-21"), 42, 0.5, "aucun", 240, 138, 31, "rejet"],
                ["T3", D("2025-01-28"), 42, 1.0, "aucun", 246, 151, 29, "rejet - plafonne"],
                ["T4", D("2025-02-04"), 42, 1.0, "CMC 0,2 %", 251, 192, 24, "retenu"],
                ["T5", D("2025-02-04"), 42, 1.0, "polyDADMAC 0,1 %", 249, 174, 26, "rejet"],
                ["AKD", D("2025-02-06"), 42, 0, "AKD 0,3 %", 238, 165, 9, "rejet - glissant"],
            ]),
        ])),
        ("sommaire_essais_plateaux.pdf", pdf([
            ("title", "Sommaire - plateaux à œufs résistants au froid humide"),
            ("p", "Fibres moulées Saint-Maurice inc. - laboratoire. Sophie Lacerte, chimiste. 20 février 2025."),
            ("h1", "Constat"),
            ("p", "Sur notre pâte 100 % recyclée, l'agent de résistance humide PAE plafonne : passer de 0,5 % à "
                  "1,0 % ne fait gagner que 13 N. Les charges anioniques apportées par les fines et les encres "
                  "consomment le PAE avant qu'il se fixe sur la fibre."),
            ("h1", "Solution retenue"),
            ("p", "Ajouter de la CMC à 0,2 % avec le PAE à 1,0 % (essai T4) donne 192 N après 48 h à 4 °C et "
                  "90 % HR, pour un plateau de 42 g. Un fixateur cationique (polyDADMAC) aide moins. Le collage "
                  "à l'AKD seul rend le plateau trop glissant pour l'emballage automatique."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q06 semelle de botte d'hiver adhérente sur la glace (chaussures, Lévis) - liste de prix CSV en bruit;
#     dates « 17/02/2025 » et « le 3 mars »
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_semelle_botte_glace",
        "question": "On a besoin des sections 242/244/246 pour la nouvelle semelle antidérapante. Je t'envoie le rapport, le fichier de friction pis la liste de prix du fournisseur.",
        "facts": {
            "242": [["0,30"], ["-10 °C"], ["150 mm³"], ["65 Shore A"]],
            "244": [["fibres de verre"], ["grenat"], ["faible Tg"], ["lamelles"]],
            "246": [["0,33"], ["140 mm³"], ["210 mm³"], ["0,21"]],
        },
        "dates": ["2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-17", "2025-03-26"],
        "noise": ["Noir de carbone N330", "Prix FOB Granby", "Escompte 2 % 10 jours", "Sac de 25 kg"],
        "bindings": [
            {"value": "0,12", "subject": "S1", "others": ["S4", "S5"]},
            {"value": "0,22", "subject": "S3", "others": ["S4", "S5"]},
            {"value": "165 mm³", "subject": "S5", "others": ["S4", "S2"]},
        ],
    },
    [
        ("rapport_semelles_glace.docx", docx([
            ("title", "Semelle antidérapante sur glace - rapport de développement"),
            ("p", "Chaussures Nordik-Pas inc., Lévis. Laboratoire matériaux - Annie Bélanger, chimiste des élastomères."),
            ("h1", "Plan"),
            ("p", "Nos bottes d'hiver glissent sur la glace des trottoirs. La nouvelle semelle doit donner un "
                  "coefficient de friction d'au moins 0,30 sur glace à -10 °C et d'au moins 0,20 sur glace "
                  "mouillée à 0 °C, une usure d'au plus 150 mm³ (abrasion ISO 4649) et rester sous 65 Shore A "
                  "à -20 °C pour que la semelle ne durcisse pas comme une rondelle."),
            ("p", "Les fibres de verre noyées dans la semelle accrochent la glace, mais les études publiées "
                  "portent sur des composés d'été; dans un caoutchouc qui durcit au froid, on ne savait pas si les "
                  "fibres resteraient ancrées ou seraient arrachées, ni si un composé plus souple au froid les "
                  "tiendrait assez longtemps."),
            ("h1", "Méthode"),
            ("b", "S1 - notre caoutchouc standard NR/BR (référence)"),
            ("b", "S2 - S1 avec 15 % de fibres de verre orientées perpendiculairement à la surface"),
            ("b", "S3 - S1 avec 10 % de particules de grenat"),
            ("b", "S4 - composé à faible Tg (silice + plastifiant végétal) avec 12 % de fibres de verre"),
            ("b", "S5 - S4 avec des lamelles (micro-rainures) moulées dans les crampons"),
            ("p", "Friction mesurée sur notre banc à glace (SATRA TM144 modifié), 10 passages par condition; "
                  "abrasion selon ISO 4649; dureté Shore A après 24 h à -20 °C."),
            ("h1", "Résultats"),
            ("table", [
                ["Semelle", "Date d'essai", "Friction glace -10 °C", "Friction glace mouillée 0 °C",
                 "Usure (mm³)", "Shore A à -20 °C", "Verdict"],
                ["S1", "17/02/2025", "0,12", "0,09", "95 mm³", "71", "rejet"],
                ["S2", "24/02/2025", "0,31", "0,16", "210 mm³", "72", "rejet - usure"],
                ["S3", "24/02/2025", "0,22", "0,14", "180 mm³", "70", "rejet"],
                ["S4", "03/03/2025", "0,33", "0,21", "140 mm³", "58", "retenu"],
                ["S5", "10/03/2025", "0,35", "0,24", "165 mm³", "58", "rejet - usure"],
            ]),
            ("h1", "Conclusion"),
            ("p", "Dans le caoutchouc standard, les fibres de verre sont arrachées : S2 perd 210 mm³ à "
                  "l'abrasion. Le composé à faible Tg (S4) reste souple à -20 °C et garde les fibres en place. "
                  "Les lamelles de S5 ajoutent un peu d'adhérence, mais l'usure dépasse la limite : écartées. "
                  "Le grenat seul n'accroche pas assez. S4 est retenue; le 26 mars 2025, les 40 paires de "
                  "pré-série sont parties chez les facteurs de Lévis pour l'essai terrain."),
        ])),
        ("essais_friction_glace.xlsx", xlsx([
            ("friction", [
                ["date", "semelle", "condition", "temp_C", "passages", "mu_moyen", "mu_min", "operateur"],
                [D("2025-02-17"), "S1", "glace", -10, 10, 0.12, 0.10, "AB"],
                [D("2025-02-17"), "S1", "glace mouillée", 0, 10, 0.09, 0.07, "AB"],
                [D("2025-02-24"), "S2", "glace", -10, 10, 0.31, 0.27, "AB"],
                [D("2025-02-24"), "S2", "glace mouillée", 0, 10, 0.16, 0.13, "AB"],
                [D("2025-02-24"), "S3", "glace", -10, 10, 0.22, 0.19, "LG"],
                [D("2025-02-24"), "S3", "glace mouillée", 0, 10, 0.14, 0.12, "LG"],
                [D("2025-03-03"), "S4", "glace", -10, 10, 0.33, 0.30, "AB"],
                [D("2025-03-03"), "S4", "glace mouillée", 0, 10, 0.21, 0.19, "AB"],
                [D("2025-03-10"), "S5", "glace", -10, 10, 0.35, 0.32, "LG"],
                [D("2025-03-10"), "S5", "glace mouillée", 0, 10, 0.24, 0.21, "LG"],
                [D("2025-03-17"), "S4", "glace (reprise, 2e lot)", -10, 10, 0.33, 0.31, "AB"],
            ]),
        ], date_format="dd/mm/yyyy")),
        ("liste_prix_caoutchouc_2025.csv", text("""
code;produit;emballage;prix_unitaire;unite;notes
CE-1010;Caoutchouc naturel SMR 20;Balle de 33,3 kg;3,85 $;kg;Prix FOB Granby
CE-1040;Polybutadiène haut cis;Balle de 35 kg;4,20 $;kg;Prix FOB Granby
CE-2330;Noir de carbone N330;Sac de 25 kg;2,15 $;kg;palette de 40 sacs
CE-3100;Silice précipitée;Sac de 20 kg;2,90 $;kg;
CE-9000;Conditions;-;-;-;Escompte 2 % 10 jours, net 30 jours
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q07 spiruline en photobioréacteur l'hiver (biotechnologie, Abitibi) - CSV et courriels EN ANGLAIS avec un
#     fournisseur de DEL; facture en bruit dans le dernier courriel; cibles dans les notes françaises
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_spiruline_photobioreacteur_hiver",
        "question": "Prépare les lignes 242, 244 et 246 pour la spiruline d'hiver. Mes notes sont en français, mais le fichier des cultures pis les courriels avec LumaGrow sont en anglais.",
        "facts": {
            "242": [["0,35 g/L par jour", "0,35 g/L"], ["15 %"], ["-30 °C"], ["18 $/kg"]],
            "244": [["660 nm"], ["80:20"], ["récolte partielle", "partial harvest"], ["éclairage continu", "continuous light"]],
            "246": [["0,37 g/L", "0.37"], ["16,1 %", "16.1"], ["9 %"], ["23 $/kg"]],
        },
        "dates": ["2025-01-27", "2025-02-03", "2025-02-14", "2025-02-17", "2025-02-28", "2025-03-03", "2025-03-06",
                  "2025-03-14", "2025-03-17", "2025-03-28", "2025-03-31", "2025-04-11", "2025-04-14"],
        "noise": ["Invoice LG-5520", "Wire transfer fee", "Payment due upon receipt", "Sales tax exempt"],
        "bindings": [
            {"value": "0.29", "subject": "L2", "others": ["L4", "L3"]},
            {"value": "14.2", "subject": "L3", "others": ["L4", "L5"]},
            {"value": "0.11", "subject": "L1", "others": ["L4", "L2"]},
        ],
    },
    [
        ("notes_culture_spiruline.md", text("""
# Spiruline d'hiver - notes de culture
Spirulab Boréal inc., Rouyn-Noranda. Serre chauffée par la chaleur résiduelle de la scierie voisine.
Notes d'Olivier Gagnon, biologiste.

## Cibles
Garder une production rentable de décembre à mars : productivité d'au moins 0,35 g/L par jour (poids sec), phycocyanine
d'au moins 15 % du poids sec (c'est ce que l'acheteur paie), culture tenue à 32 °C dans les tubes quand il fait -30 °C
dehors, et un coût d'éclairage + chauffage d'au plus 18 $/kg. En février, la lumière naturelle ne donne presque rien.
La littérature sur l'éclairage DEL de la spiruline vient de cultures en bassins au soleil ou de labos à 25 °C, pas de
photobioréacteurs tubulaires en serre nordique; LumaGrow n'avait pas de recette pour la spiruline.

## Essais (photobioréacteur tubulaire de 400 L, 2 semaines par essai)
- 3 février 2025 - L1 : lumière naturelle seule. 0,11 g/L par jour. Comme prévu, ça ne vaut rien.
- 17 février 2025 - L2 : DEL rouges 660 nm, 16 h par jour. La croissance remonte, mais la phycocyanine tombe à 9 %.
- 3 mars 2025 - L3 : DEL rouge/bleu 80:20, 16 h par jour (conseil de LumaGrow). Mieux : voir le fichier des cultures.
- 17 mars 2025 - L4 : rouge/bleu 80:20, 16 h, et récolte partielle chaque jour pour garder la densité à 0,8 g/L.
  0,37 g/L par jour et 16,1 % de phycocyanine, 16,40 $/kg. On a notre recette.
- 31 mars 2025 - L5 : comme L4 mais en éclairage continu 24 h. Un peu plus de biomasse, mais la phycocyanine baisse
  à 12 % et le coût monte à 23 $/kg. Écarté.

## Bilan - 14 avril 2025
Le rouge seul pousse la croissance mais tue la phycocyanine; il faut du bleu. Et c'est la récolte partielle
quotidienne (densité tenue basse, moins d'ombrage dans les tubes) qui fait passer la productivité au-dessus de la
cible. Plus d'heures de lumière, ça coûte plus cher sans payer. L4 pour l'hiver prochain.
""")),
        ("pbr_runs_winter2025.csv", text("""
run,start,end,light,photoperiod_h,harvest,mean_density_g_L,productivity_g_L_day,phycocyanin_pct_dw,energy_cost_per_kg_CAD,status
L1,2025-02-03,2025-02-14,natural only,daylight,batch,0.45,0.11,13.5,n/a,rejected
L2,2025-02-17,2025-02-28,red LED 660 nm,16,batch,1.32,0.29,9.0,19.80,rejected
L3,2025-03-03,2025-03-14,red/blue 80:20,16,batch,1.41,0.33,14.2,17.90,rejected
L4,2025-03-17,2025-03-28,red/blue 80:20,16,partial harvest daily,0.80,0.37,16.1,16.40,selected
L5,2025-03-31,2025-04-11,red/blue 80:20,24 (continuous light),partial harvest daily,0.82,0.39,12.0,23.00,rejected
""")),
        ("email_thread_lumagrow.txt", text("""
From: Olivier Gagnon <olivier@spirulab.example>
To: Rachel Kim <rkim@lumagrow.example>
Date: Monday, January 27, 2025
Subject: LED spectrum for spirulina in tubular PBR

Hi Rachel,
We're adding LEDs to our tubular photobioreactors for February-March. We don't know which spectrum to use: most of
your grower recipes are for lettuce and cannabis. We're planning to test deep red 660 nm first, then a red/blue mix.
Our buyer pays on phycocyanin content, so we can't trade that away for growth.
Olivier

From: Rachel Kim
Date: Thursday, March 6, 2025
Subject: RE: LED spectrum for spirulina in tubular PBR

Olivier - thanks for the data. The drop in phycocyanin under red only is what we'd expect; the blue channel is what
the pigment needs. For the 80:20 red/blue fixtures you installed on Monday, keep the photoperiod at 16 h before you
try continuous light - the drivers run hotter at 24 h.
Rachel

From: Rachel Kim
Date: Tuesday, April 15, 2025
Subject: Invoice LG-5520 - fixtures for Spirulab

Olivier, please find below Invoice LG-5520 for the 12 fixtures you kept after the trial period:
12 x LG-RB80 linear fixture at USD 410.00 = USD 4,920.00. Sales tax exempt (export to Canada).
Payment due upon receipt by wire transfer; a Wire transfer fee of USD 25.00 applies if paid from a non-US bank.
Rachel Kim, Account Manager, LumaGrow Systems, Columbus, Ohio
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q08 peleuse à crevettes nordiques (transformation des produits marins, Matane) - extrait d'entente
#     d'approvisionnement en bruit dans le rapport; journal d'usine sans année (« le 2 juin »)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_crevette_nordique_peleuse",
        "question": "Rédige les trois textes du T661 (242, 244, 246) pour nos essais sur la peleuse à crevettes. Journal d'usine, fichier d'essais et rapport en pièces jointes.",
        "facts": {
            "242": [["28 %"], ["0,8 %"], ["1 200 kg/h"], ["golfe du Mexique", "Pandalus borealis"]],
            "244": [["48 h sur glace"], ["110 s"], ["saumure à 2 %"], ["écartement des rouleaux"]],
            "246": [["28,6 %"], ["1 240 kg/h"], ["25,4 %"], ["0,6 %"]],
        },
        "dates": ["2025-04-17", "2025-04-24", "2025-05-01", "2025-05-08", "2025-05-15", "2025-05-22", "2025-06-02"],
        "noise": ["prix plancher", "Régie des marchés agricoles", "quai de Matane", "arbitrage"],
        "bindings": [
            {"value": "2,4 %", "subject": "R1", "others": ["R4", "R5"]},
            {"value": "27,2 %", "subject": "R2", "others": ["R4", "R5"]},
            {"value": "28,4 %", "subject": "R4", "others": ["R5", "R2"]},
        ],
    },
    [
        ("journal_usine_crevette.txt", text("""
FRUITS DE MER MATANE-EST - journal d'usine, ligne crevette (peleuse no 2)
Écrit par Denis Ouellet, contremaître de production

le 17 avril - R1 : crevettes du débarquement de la veille, cuisson vapeur 90 s, pas de maturation, peleuse réglée
comme le technicien l'a laissée. Rendement 26,1 %. Beaucoup de carapaces restées collées : R1 à 2,4 % de carapace
résiduelle. Le monde à l'inspection arrive pas.
le 24 avril - R2 : même cuisson, mais crevettes gardées 48 h sur glace avant (maturation). R2 donne 27,2 % de
rendement et 1,1 % de carapace. On approche.
le 1er mai - R3 : maturation 48 h + cuisson allongée à 110 s pour décoller la carapace. La chair brise dans les
rouleaux, rendement 25,4 %. Trop cuit : on ne monte plus la cuisson.
le 8 mai - R4 : maturation 48 h + trempage dans une saumure à 2 % pendant 30 min + cuisson 90 s. R4 à 28,4 % de
rendement, 0,7 % de carapace, mais 1 150 kg/h seulement.
le 15 mai - R5 : R4 + écartement des rouleaux réduit de 0,2 mm. 28,6 %, 0,6 % de carapace, 1 240 kg/h. Enfin.
le 22 mai - R6 : maturation poussée à 72 h pour voir. Odeur d'ammoniaque, TVB-N au-dessus de la limite interne.
On reste à 48 h.
le 2 juin - réunion bilan avec le directeur : R5 devient le réglage standard pour le reste de la saison.
""")),
        ("essais_peleuse_2025.csv", text("""
essai;date;maturation_h;saumure;cuisson_s;ecart_rouleaux;crevettes_kg;rendement_pct;carapace_residuelle_pct;debit_kg_h;resultat
R1;17/04/2025;0;non;90;réglage usine;850;26,1;2,4;1 180;rejet
R2;24/04/2025;48;non;90;réglage usine;900;27,2;1,1;1 170;rejet
R3;01/05/2025;48;non;110;réglage usine;880;25,4;0,9;1 160;rejet - chair brisée
R4;08/05/2025;48;2 % - 30 min;90;réglage usine;910;28,4;0,7;1 150;rejet - débit
R5;15/05/2025;48;2 % - 30 min;90;-0,2 mm;940;28,6;0,6;1 240;retenu
R6;22/05/2025;72;2 % - 30 min;90;-0,2 mm;600;28,1;0,6;1 230;rejet - TVB-N
""")),
        ("rapport_projet_peleuse.docx", docx([
            ("title", "Peleuse à crevettes nordiques - rapport de projet 2025"),
            ("p", "Fruits de mer Matane-Est inc. Préparé par Isabelle Fournier, ing., responsable qualité et procédés."),
            ("h1", "Plan"),
            ("p", "La peleuse no 2 et ses réglages viennent du fabricant, qui les a mis au point pour la crevette "
                  "du golfe du Mexique. Notre crevette nordique (Pandalus borealis) est plus petite, et au printemps, "
                  "après la mue, la carapace colle à la chair. Cibles : un rendement en chair d'au moins 28 % de la "
                  "crevette entière, au plus 0,8 % de carapace résiduelle (comptage sur 200 crevettes) et un débit "
                  "d'au moins 1 200 kg/h. On ne savait pas quelle combinaison de maturation, de cuisson et de "
                  "réglage de la peleuse permettrait les trois en même temps."),
            ("h1", "Méthode"),
            ("b", "Maturation : crevettes gardées 48 h sur glace avant la cuisson (R2 à R5), 72 h en R6"),
            ("b", "Cuisson vapeur : 90 s (réglage actuel) ou 110 s (R3)"),
            ("b", "Trempage dans une saumure à 2 % pendant 30 min avant cuisson (R4, R5, R6)"),
            ("b", "Écartement des rouleaux de la peleuse réduit de 0,2 mm (R5, R6)"),
            ("h1", "Résultats"),
            ("p", "La maturation sur glace relâche la carapace; la saumure ajoute l'eau qui manque à la chair après "
                  "la maturation et remonte le rendement. Allonger la cuisson est écarté : la chair brise. "
                  "Le réglage des rouleaux donne le débit. La maturation de 72 h est écartée pour la fraîcheur."),
            ("h1", "Conclusion"),
            ("p", "R5 atteint 28,6 % de rendement, 0,6 % de carapace et 1 240 kg/h : les trois cibles sont atteintes "
                  "et le réglage R5 est en production depuis la réunion bilan."),
            ("h1", "Annexe - extrait de l'entente d'approvisionnement 2025"),
            ("p", "Article 4. Le prix payé aux pêcheurs ne peut être inférieur au prix plancher fixé par la Régie "
                  "des marchés agricoles et alimentaires du Québec. Les crevettes sont livrées au débarquement au "
                  "quai de Matane. Tout différend sur la qualité est soumis à l'arbitrage."),
        ])),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
