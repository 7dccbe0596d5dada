#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the sixth first-contact set (fr/evidence_first_6).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_5:
name, question, language, files, facts, dates, noise, bindings).

Eight small Quebec firms in sectors not used by the earlier French sets: cornichons lacto-fermentés moins salés
(conserverie, Saint-Rémi), triple vitrage qui givre au bas du verre (fenêtres, Beauce), pesée des bouvillons par
caméra 3D (logiciel agricole, Saint-Hyacinthe), numéros blancs à l'encre à l'eau sur chandails de polyester
(sérigraphie, Montréal), biofiltre d'une porcherie en hiver (environnement, Bellechasse), toiture verte extensive
(construction, Lévis), lecteur sans fil de jauge de citerne de propane (électronique, Granby), crème solaire
minérale au ZnO non nano (cosmétique, Rimouski).

Each case has 3 to 5 files of mixed formats written the way people write in Quebec (québécismes, anglicismes,
abréviations d'atelier, décimales à virgule « 1,2 % », « -30 °C ») : cahiers / journaux (.txt/.md) with dates in
varied forms (ISO, « 12 août », « 19 août 2025 », « 26/08/2025 », « lun. 3 mars », dates in the middle of a line
such as « Journal du banc 2025-01-13 : »), e-mail threads, sectioned reports (DOCX with real Heading styles, PDF
made with reportlab), CSV (semicolon, decimal comma) and XLSX trial sheets with a verdict column, and at least one
noise file per case (infolettre, facture, offre d'emploi, liste de prix, soumission, contrat, texte promo); one
case also has a noise section at the end of a record file (a promotional e-mail footer).

Hard-but-fair features: some facts only in a table (XLSX text cells such as « 11,8 N », a second sheet, a DOCX
table, a CSV column) or only in the second record file, trials that failed and ruled something out, summary
e-mails / reports dated after the trials, a year written once in a journal header, weekday abbreviations.
XLSX cells whose text is a fact are typed as text (« 11,8 N »), as people do when they type the unit in the cell;
plain numeric cells never carry a fact.
"""
import os
import sys

sys.dont_write_bytecode = True  # importing casegen must not leave a __pycache__ outside this folder

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
# F01 cornichons lacto-fermentés à saumure réduite qui ramollissent au frigo (conserverie, Saint-Rémi) -
#     infolettre du kiosque en bruit; cahier de cuverie .md (« le 12 août », « 19 août 2025 », « mar. 26 août »,
#     « 2025-09-02 », « 9 sept. »), classeur XLSX (fermeté à 12 semaines seulement dans le classeur, en texte),
#     rapport de labo PDF (activité pectinolytique seulement dans le PDF)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_cornichons_lactofermentes_ramollissement",
        "question": "Salut! Peux-tu me monter les lignes 242, 244 pis 246 du T661 pour notre projet de cornichons lacto-fermentés moins salés? Y'a le cahier de cuverie d'Annie, le fichier Excel des lots, le rapport de BioLab pis notre infolettre (je sais pas si ça sert).",
        "facts": {
            "242": [["au moins 11 N"], ["au plus 5 %"], ["3,5 % de sel"], ["pectinases"]],
            "244": [["chlorure de calcium", "CaCl2"], ["bout fleuri"], ["barbotage à l'azote"],
                    ["L. plantarum"]],
            "246": [["11,8 N"], ["goût amer"], ["tanins ne suffisent pas"], ["pH 3,9"]],
        },
        "dates": ["2025-08-12", "2025-08-19", "2025-08-26", "2025-09-02", "2025-09-09", "2025-12-02",
                  "2025-12-04", "2025-12-09"],
        "noise": ["L'autocueillette de fraises d'automne", "paniers-cadeaux du temps des Fêtes",
                  "Suivez-nous sur Facebook", "Ouvert 7 jours sur 7"],
        "bindings": [
            {"value": "6,9 N", "subject": "CL2", "others": ["CL4", "CL5"]},
            {"value": "13,1 N", "subject": "CL3", "others": ["CL4", "CL1"]},
            {"value": "8,7 N", "subject": "CL5", "others": ["CL4", "CL3"]},
        ],
    },
    [
        ("cahier_cuverie_cornichons.md", text("""
# Cahier de cuverie - cornichons lacto-fermentés « moins salés »
Les Jardins Lussier inc., Saint-Rémi - saison 2025
Tenu par Annie Lussier (qualité / R-D). Les notes de Bruno Tremblay, chef de prod, sont marquées BT.

## Pourquoi on fait ça
Nos cornichons à l'aneth lacto-fermentés se vendent en pot au rayon réfrigéré (épiceries fines pis deux bannières). Les bannières veulent moins de sodium : on est à 5 % de sel dans la saumure, on vise 3,5 % de sel. Le hic : à 3,5 %, les cornichons ramollissent au frigo après 6-8 semaines, pis on a déjà du creux (cornichons soufflés, vides en dedans) même à 5 %.
Ce qu'on sait pas :
- d'où viennent les pectinases qui défont la pectine : des restes de fleur au bout du cornichon, ou des moisissures qui poussent dans la saumure quand l'acidité monte trop lentement?
- si le calcium peut compenser le sel manquant sans donner de goût;
- si une culture de départ acidifie assez vite, à 3,5 %, pour bloquer les moisissures avant qu'elles attaquent.
Les données publiées sont sur des concombres de transformation en saumure à 6-8 %, en cuves ouvertes, pas sur des petits cornichons en pot réfrigéré à 3,5 %.

Cibles (avec BT) :
- fermeté d'au moins 11 N à 12 semaines au frigo (pénétromètre, sonde de 8 mm, moyenne de 20 cornichons)
- au plus 5 % de cornichons creux
- pH sous 4,0 en 7 jours
- pas d'amertume ni de goût de calcium au panel (6 employés)

## Journal
- le 12 août - CL1 (témoin) : recette actuelle, saumure 5 %, fermentation spontanée, cuve de 200 L. Calibre 2 de nos champs, cueilli la veille. Mis en pots au jour 14.
- 19 août 2025 - CL2 : même affaire à 3,5 % de sel. pH à 4,0 seulement au jour 11; saumure trouble pis pellicule blanche sur le dessus au jour 5. BT : « ça sent la cave ».
- mar. 26 août - CL3 : 3,5 % + chlorure de calcium (CaCl2) à 0,5 %. Croquant en masse, mais le panel trouve un goût amer, comme un arrière-goût de pilule. 5 personnes sur 6 l'ont noté.
- 2025-09-02 - CL4 : 3,5 % + CaCl2 0,25 % + bout fleuri coupé (1,5 mm, tranché à la main avant la mise en cuve) + culture de départ L. plantarum (10^6 UFC/mL) + barbotage à l'azote 2 fois par jour pendant 10 jours pour chasser le CO2 des cornichons. pH 3,9 au jour 5, saumure claire.
- 9 sept. - CL5 : comme CL4, mais on coupe pas le bout fleuri (ça prend 3 personnes à la main) : on met 4 feuilles de chêne par pot à la place, pour les tanins. C'est ce que faisaient nos grands-mères.
- le 2 déc. - dernières lectures à 12 semaines (CL5). Toutes les fermetés pis le % de creux sont dans le fichier Excel. Échantillons de saumure de chaque lot envoyés à BioLab.

## Sommaire - 9 décembre 2025
Baisser le sel à 3,5 % sans rien d'autre, c'est des cornichons mous. Le CaCl2 à 0,5 % les garde fermes mais laisse un goût amer au panel : on redescend à 0,25 %. Le barbotage à l'azote règle le creux. La recette CL4 passe la cible de fermeté pis les autres cibles. Avec les feuilles de chêne (CL5), les tanins ne suffisent pas : les cornichons ramollissent quand même, le rapport de BioLab montre que l'activité enzymatique vient du bout fleuri. On garde la coupe du bout; BT regarde une coupeuse à la chaîne.
""")),
        ("lots_cornichons_2025.xlsx", xlsx([
            ("lots", [
                ["lot", "mise en cuve", "sel saumure (%)", "CaCl2 (%)", "bout fleuri", "culture", "barbotage N2",
                 "pH J7", "fermeté S12", "creux", "panel", "verdict"],
                ["CL1", D("2025-08-12"), 5, 0, "entier", "spontanée", "non", 3.8, "12,6 N", "14 %",
                 "correct, trop salé", "non conforme (sodium)"],
                ["CL2", D("2025-08-19"), 3.5, 0, "entier", "spontanée", "non", 4.3, "6,9 N", "17 %",
                 "mou, goût de cave", "non conforme"],
                ["CL3", D("2025-08-26"), 3.5, 0.5, "entier", "spontanée", "non", 4.1, "13,1 N", "12 %",
                 "amer (5/6)", "non conforme (goût)"],
                ["CL4", D("2025-09-02"), 3.5, 0.25, "coupé 1,5 mm", "L. plantarum", "oui", 3.7, "11,8 N", "3 %",
                 "aucun défaut", "conforme"],
                ["CL5", D("2025-09-09"), 3.5, 0.25, "entier + feuilles de chêne", "L. plantarum", "oui", 3.7,
                 "8,7 N", "4 %", "mou au centre", "non conforme (fermeté)"],
            ]),
            ("suivi_fermete", [
                ["lot", "S2", "S4", "S8", "S12"],
                ["CL1", "14,0 N", "13,5 N", "13,0 N", "12,6 N"],
                ["CL2", "12,9 N", "10,8 N", "8,4 N", "6,9 N"],
                ["CL3", "15,2 N", "14,6 N", "13,8 N", "13,1 N"],
                ["CL4", "13,6 N", "13,0 N", "12,3 N", "11,8 N"],
                ["CL5", "13,4 N", "11,9 N", "10,1 N", "8,7 N"],
            ]),
        ])),
        ("rapport_BioLab_BL-25-1204.pdf", pdf([
            ("title", "Rapport d'analyse BL-25-1204 - flore et enzymes pectinolytiques"),
            ("p", "BioLab Montérégie inc., Saint-Jean-sur-Richelieu. Client : Les Jardins Lussier inc., Saint-Rémi. "
                  "Date du rapport : 4 décembre 2025. Échantillons reçus le 2 décembre 2025 sur glace."),
            ("h1", "Mandat"),
            ("p", "Déterminer, pour cinq lots de cornichons lacto-fermentés, la source probable du ramollissement : "
                  "dénombrement des moisissures et levures pectinolytiques dans la saumure, et activité "
                  "polygalacturonase dans le tissu, séparément pour le bout fleuri (5 mm) et pour le centre du "
                  "cornichon."),
            ("h1", "Méthode"),
            ("p", "Moisissures et levures : gélose à la pectine, 5 jours à 25 °C, colonies entourées d'un halo "
                  "comptées comme pectinolytiques. Activité polygalacturonase : méthode viscosimétrique sur "
                  "extrait de tissu, 3 répétitions, exprimée en unités relatives (UR)."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Pectinolytiques (UFC/mL)", "Activité PG bout fleuri (UR)", "Activité PG centre (UR)"],
                ["CL1", "< 10", "41", "6"],
                ["CL2", "3 200", "88", "35"],
                ["CL3", "1 900", "47", "9"],
                ["CL4", "< 10", "non détectée", "non détectée"],
                ["CL5", "< 10", "63", "18"],
            ]),
            ("h1", "Interprétation"),
            ("p", "Dans les lots à fermentation spontanée à 3,5 % de sel, les moisissures pectinolytiques de la "
                  "saumure contribuent au ramollissement. Là où la culture de départ est utilisée, elles sont "
                  "absentes, mais l'activité enzymatique du bout fleuri demeure si celui-ci n'est pas retiré "
                  "(CL5) : les feuilles de chêne ne l'inhibent pas de façon mesurable. Les résultats ne se "
                  "rapportent qu'aux échantillons reçus."),
        ])),
        ("infolettre_kiosque_automne.txt", text("""
INFOLETTRE - Les Jardins Lussier, kiosque de la route 221
Édition d'automne

L'autocueillette de fraises d'automne est commencée! Apportez vos casseaux ou achetez-les sur place.
Nouveau cette année : nos paniers-cadeaux du temps des Fêtes avec cornichons, ketchup aux fruits pis marinades de betteraves.
La citrouille géante de Bruno pèse 312 livres, venez la voir avec les enfants.
Suivez-nous sur Facebook pour les arrivages de la semaine.
Ouvert 7 jours sur 7 de 9 h à 18 h jusqu'à l'Action de grâce.
""")),
    ],
)


# ---------------------------------------------------------------------------
# F02 triple vitrage PVC qui givre au bas du verre à -30 °C (fenêtres, Sainte-Marie de Beauce) - facture de gaz
#     industriels en bruit; journal de banc .txt aux dates en milieu de ligne (« Journal du banc 2025-01-13 : »,
#     « lun. 20 janv. », « 27/01/2025 », « Semaine du 3 févr. »), CSV des résultats (verdict), rapport DOCX de
#     vieillissement (rétention d'argon seulement dans le DOCX, période « du 17 février au 17 mars 2025 »)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_fenetre_triple_givre_intercalaire",
        "question": "Bonjour, j'aurais besoin des lignes 242, 244 et 246 pour le projet TV-40 (nos fenêtres triples qui givrent dans le bas). Je vous joins le journal du banc de Karine, le CSV des résultats, le rapport de vieillissement pis la dernière facture de gaz.",
        "facts": {
            "242": [["au moins 7 °C"], ["d'au moins 68"], ["au moins 90 %"], ["au plus 18 $"]],
            "244": [["acier inoxydable"], ["mousse de silicone"], ["enfoncé de 19 mm"], ["thermoplastique TPS"]],
            "246": [["7,6 °C"], ["indice I de 71"], ["92 %"], ["se décolle"]],
        },
        "dates": ["2025-01-08", "2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-12",
                  "2025-02-17", "2025-03-17", "2025-03-21"],
        "noise": ["Location de bouteilles", "Frais de livraison en zone rurale", "Payable net 30 jours",
                  "Merci de votre confiance"],
        "bindings": [
            {"value": "-1,8 °C", "subject": "I1", "others": ["I4", "I3"]},
            {"value": "5,1 °C", "subject": "I3", "others": ["I4", "I5"]},
            {"value": "78 %", "subject": "I5", "others": ["I4", "I3"]},
        ],
    },
    [
        ("journal_banc_thermique_TV-40.txt", text("""
FENESTRATION CHAUDIÈRE INC. - Sainte-Marie
Banc thermique (chambre froide + boîte chaude) - projet TV-40 : triple vitrage sans givre au bas du verre
Notes : Karine Poulin, tech. en génie méc. Vérif. : Steve Gagnon, ing.

Contexte : depuis deux hivers, plaintes de clients en Abitibi pis au Saguenay. Givre pis glace sur le bas du vitrage de nos fenêtres triples en PVC quand il fait -30 °C dehors avec 35-40 % HR dedans. Le centre du verre est correct, c'est le bord : les 50 premiers mm au-dessus de l'intercalaire alu. Le cadre PVC multichambre pis l'intercalaire font un pont thermique, mais on sait pas quelle part vient de quoi, pis la simulation (THERM) nous donne 3-4 °C de plus que ce qu'on mesure sur les fenêtres retournées.

Le 2025-01-08, réunion avec Steve pis le dir. des ventes. Cibles :
 - température du verre au bas du vitrage d'au moins 7 °C avec -30 °C dehors pis 21 °C dedans
 - indice de résistance à la condensation I (CSA A440.2) d'au moins 68
 - argon : rester à au moins 90 % après le vieillissement accéléré
 - coût additionnel d'au plus 18 $ par unité (fenêtre à battant 30 x 48 po)

Journal du banc 2025-01-13 : I1 = unité standard, intercalaire alu, vitrage enfoncé de 13 mm dans le cadre. Thermocouples collés à 10 mm au-dessus du joint, 3 positions. Après 6 h à -30 °C : bas du verre à -1,8 °C pour I1, givre visible en 40 min. Indice I de 41.
lun. 20 janv. - I2 : intercalaire en acier inoxydable (profil mince). Bas du verre à 2,4 °C. Mieux, mais on givre encore après 3 h.
27/01/2025 - I3 : intercalaire en mousse de silicone (« warm edge »), même cadre, même enfoncement. I3 monte à 5,1 °C. La caméra thermique montre le froid qui passe sous le vitrage par la feuillure du cadre : l'intercalaire seul suffira pas.
Semaine du 3 févr. : I4 = I3 avec le vitrage enfoncé de 19 mm (nouvelle parclose, feuillure plus creuse) + mousse isolante injectée dans la chambre du bas. Résultat : 7,6 °C au bas du verre, indice I de 71, pas de givre après 8 h. Surcoût estimé par les achats : 16 $.
mer. 12 févr. - I5 : intercalaire thermoplastique TPS appliqué au robot (unités faites chez le fournisseur de la machine, en démo), enfoncement de 19 mm aussi. Meilleur au banc : 8,2 °C, indice I de 74. Par contre la machine coûte une beurrée pis le surcoût par unité dépasse la cible. Unités I4 pis I5 envoyées au vieillissement.
2025-03-21 : rapport de vieillissement reçu (voir le Word). Décision avec Steve : on part avec I4.
""")),
        ("resultats_banc_TV-40.csv", text("""
variante;date_essai;intercalaire;enfoncement_vitrage;T_bas_verre_a_-30C;indice_I;givre_apres_8h;surcout_unite;verdict
I1;2025-01-13;aluminium;13 mm;-1,8 °C;41;oui (40 min);0 $;non conforme
I2;2025-01-20;acier inoxydable;13 mm;2,4 °C;55;oui (3 h);6 $;non conforme
I3;2025-01-27;mousse de silicone;13 mm;5,1 °C;63;léger;11 $;non conforme
I4;2025-02-03;mousse de silicone + mousse isolante;19 mm;7,6 °C;71;non;16 $;conforme au banc
I5;2025-02-12;thermoplastique TPS;19 mm;8,2 °C;74;non;23 $;non conforme - coût (voir argon)
""")),
        ("rapport_vieillissement_argon_TV-40.docx", docx([
            ("title", "Rétention d'argon après vieillissement accéléré - unités TV-40"),
            ("p", "Fenestration Chaudière inc., laboratoire qualité. Rapport de Steve Gagnon, ing. Date : 21 mars "
                  "2025."),
            ("h1", "Objet"),
            ("p", "Vérifier que les deux constructions qui passent au banc thermique gardent leur remplissage "
                  "d'argon. Sans argon, la température du verre au bas du vitrage redescend et le givre revient : "
                  "la cible est de rester à au moins 90 % d'argon après vieillissement."),
            ("h1", "Méthode"),
            ("p", "Six unités scellées par construction (I4 et I5). Mesure non destructive de la concentration "
                  "d'argon par spectroscopie d'émission à travers le verre avant et après vieillissement. "
                  "Vieillissement du 17 février au 17 mars 2025 en chambre climatique : cycles chaleur-humidité "
                  "(60 °C, 95 % HR) alternés avec des cycles de -30 °C à +60 °C, selon notre procédure interne "
                  "dérivée de la norme CAN/CGSB-12.8."),
            ("h1", "Résultats"),
            ("table", [
                ["Construction", "Intercalaire", "Argon initial (moy.)", "Argon après vieillissement (moy.)",
                 "Verdict"],
                ["I4", "mousse de silicone", "94 %", "92 %", "conforme"],
                ["I5", "thermoplastique TPS", "93 %", "78 %", "non conforme"],
            ]),
            ("h1", "Observations"),
            ("p", "Sur quatre des six unités I5, le cordon de TPS se décolle du verre à faible émissivité sur 5 à "
                  "20 cm, aux coins du bas : le revêtement n'avait pas été retiré en bordure (pas de décapage du "
                  "bord) et le butyle adhère mal au revêtement. Aucun décollement sur les unités I4."),
            ("h1", "Conclusion"),
            ("p", "La construction I4 garde 92 % d'argon et reste la seule conforme à toutes les cibles. Le TPS "
                  "n'est pas retenu : il faudrait ajouter le décapage du bord du revêtement, et son surcoût "
                  "dépasse déjà la cible de 18 $. Production de la fenêtre I4 prévue pour l'automne."),
        ])),
        ("facture_gaz_industriels.txt", text("""
GAZ INDUSTRIELS DE LA BEAUCE INC. - Saint-Georges
FACTURE no 2025-00418

Client : Fenestration Chaudière inc., Sainte-Marie
Compte : 10-3387

Qté | Description | Prix | Montant
6 | Argon 99,999 %, bouteille format T | 142,00 $ | 852,00 $
6 | Location de bouteilles (mensuelle) | 9,50 $ | 57,00 $
1 | Frais de livraison en zone rurale | 35,00 $ | 35,00 $
Sous-total : 944,00 $ | TPS : 47,20 $ | TVQ : 94,16 $ | Total : 1 085,36 $

Payable net 30 jours. Merci de votre confiance!
""")),
    ],
)


# ---------------------------------------------------------------------------
# F03 estimation du poids vif des bouvillons par caméra 3D à l'encan (logiciel agricole, Saint-Hyacinthe) - offre
#     d'emploi en bruit; journal de dev .md (année dans l'en-tête seulement : « lun. 3 mars », « le 7 avril »,
#     « mar. 22 avril »), classeur XLSX à deux feuilles (l'erreur sur robes noires du modèle retenu n'est que dans
#     la 2e feuille), fil de courriels avec l'encan (cibles au début, résumé à la fin)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_pesee_bouvillons_camera_3d",
        "question": "Peux-tu rédiger les lignes 242, 244 et 246 pour PoidsVif 3D, notre pesée des bouvillons par caméra? T'as le journal de dev, le classeur de validation, les courriels avec l'encan pis l'offre d'emploi qu'on a publiée.",
        "facts": {
            "242": [["au plus 3 %"], ["au moins 95 %"], ["moins de 2 s"], ["absorbent l'infrarouge"]],
            "244": [["surface dorsale"], ["caméra stéréo active"], ["détection de posture"], ["PointNet"]],
            "246": [["2,6 %"], ["97 %"], ["ne généralise pas", "surapprentissage"], ["2,9 %"]],
        },
        "dates": ["2025-02-24", "2025-03-03", "2025-03-10", "2025-03-24", "2025-04-07", "2025-04-22",
                  "2025-05-06"],
        "noise": ["Télétravail hybride", "Assurances collectives dès la première journée", "REER collectif",
                  "Café pis collations à volonté"],
        "bindings": [
            {"value": "7,9 %", "subject": "M1", "others": ["M4", "M3"]},
            {"value": "5,6 %", "subject": "M2", "others": ["M4", "M3"]},
            {"value": "6,3 %", "subject": "M5", "others": ["M4", "M3"]},
        ],
    },
    [
        ("journal_dev_PoidsVif3D.md", text("""
# Journal de dev - PoidsVif 3D (poids des bouvillons par caméra)
Vision Bétail inc., Saint-Hyacinthe - hiver-printemps 2025
Équipe : Laurence Girard (vision), Thomas Bélanger (ML), Nadia Côté (terrain à l'encan)

## Le problème
Les Encans Richelieu pèsent chaque bouvillon sur une balance au bout du couloir de contention; la balance brise souvent pis ralentit la vente. Idée : une caméra 3D au-dessus du couloir qui estime le poids vif pendant que l'animal passe.
On part avec une caméra à temps de vol (ToF, infrarouge). Problèmes connus d'avance :
- les robes noires (Angus) absorbent l'infrarouge : le nuage de points a des trous sur le dos;
- l'animal bouge, baisse la tête, se voûte; poussière pis vapeur l'hiver;
- la littérature porte sur des vaches laitières Holstein immobiles à la traite, pas sur des bouvillons de boucherie en mouvement. On sait pas si un volume 3D pris en mouvement est assez stable pour viser 3 %.
Cibles de l'encan : voir le courriel de Mario (erreur, passages exploitables, temps de calcul).

## Entrées
- lun. 3 mars - M1 : régression linéaire sur la surface dorsale (vue de dessus, pixels convertis en m²), caméra ToF. 212 passages comparés à la balance certifiée. EAM de 7,9 % pour M1. La profondeur du flanc compte pas, pis les trous sur les robes noires faussent la surface.
- lun. 10 mars - M2 : volume calculé sur le nuage de points complet (enveloppe du dos pis des flancs). M2 descend à 5,6 % d'EAM sur les robes rouges pis blanches, mais 31 % des passages de robes noires sont inutilisables à cause des trous.
- 2025-03-24 - M3 : on change de capteur pour une caméra stéréo active (projecteur de motif infrarouge + 2 caméras). Les trous sur les noires disparaissent presque. EAM 4,1 %, 97 % des passages exploitables. Il reste l'erreur de posture : tête baissée, dos voûté, une patte levée.
- le 7 avril - M4 : M3 + détection de posture : on garde juste les images où l'animal a les quatre pattes au sol pis la tête dans l'axe, puis une régression séparée par race et par sexe. 488 passages : EAM 2,6 %, 97 % exploitables, calcul en 1,4 s par animal.
- mar. 22 avril - M5 : Thomas a entraîné un PointNet de bout en bout (nuage brut en entrée, poids en sortie) sur 1 400 animaux de l'encan. Sur l'encan : 2,2 %, wow. Mais au parc d'engraissement de Saint-Jude (autre couloir, autre éclairage, autre caméra du même modèle), M5 tombe à 6,3 % d'EAM. Surapprentissage sur le couloir de l'encan : le modèle ne généralise pas. On reste sur M4.
""")),
        ("validation_PoidsVif3D.xlsx", xlsx([
            ("sommaire", [
                ["modèle", "date", "capteur", "méthode", "passages", "exploitables", "EAM encan",
                 "EAM Saint-Jude", "temps de calcul", "verdict"],
                ["M1", D("2025-03-03"), "ToF", "régression surface dorsale", 212, "88 %", "7,9 %", "n.d.", "0,3 s",
                 "rejeté"],
                ["M2", D("2025-03-10"), "ToF", "volume nuage de points", 240, "84 %", "5,6 %", "n.d.", "0,9 s",
                 "rejeté"],
                ["M3", D("2025-03-24"), "stéréo active", "volume nuage de points", 455, "97 %", "4,1 %", "n.d.",
                 "0,9 s", "rejeté"],
                ["M4", D("2025-04-07"), "stéréo active", "posture + régression par race et sexe", 488, "97 %",
                 "2,6 %", "2,8 %", "1,4 s", "retenu"],
                ["M5", D("2025-04-22"), "stéréo active", "PointNet de bout en bout", 488, "97 %", "2,2 %",
                 "6,3 %", "3,8 s", "rejeté (Saint-Jude)"],
            ]),
            ("par_robe", [
                ["modèle", "robe", "passages", "EAM"],
                ["M2", "noire", 96, "9,8 %"],
                ["M2", "rouge / blanche", 144, "5,6 %"],
                ["M3", "noire", 181, "4,6 %"],
                ["M3", "rouge / blanche", 274, "3,8 %"],
                ["M4", "noire", 197, "2,9 %"],
                ["M4", "rouge / blanche", 291, "2,4 %"],
            ]),
        ])),
        ("courriels_encans_richelieu.txt", text("""
De : Mario Bouchard <mbouchard@encansrichelieu.example>
Date : 2025-02-24 14:12
À : Laurence Girard <lgirard@visionbetail.example>
Objet : Pesée par caméra - ce qu'on a besoin

Allo Laurence,
Suite à notre rencontre de jeudi, pour qu'on se fie à votre caméra dans le couloir au lieu de la balance, faudrait :
- une erreur moyenne d'au plus 3 % sur le poids vif, comparé à la balance certifiée
- au moins 95 % des passages exploitables (on peut pas faire repasser un bouvillon, les acheteurs attendent)
- le poids affiché en moins de 2 s par animal, avant que l'encanteur parte le prix
Oubliez pas que la moitié de nos lots c'est de l'Angus noir.
Mario Bouchard, gérant des opérations, Encans Richelieu

-----
De : Laurence Girard <lgirard@visionbetail.example>
Date : 6 mai 2025 08:31
À : Mario Bouchard
Objet : RE: Pesée par caméra - résumé du printemps

Bonjour Mario,
Voici où on en est après les essais du printemps :
- La caméra à temps de vol voyait mal les robes noires; on est passés à une caméra stéréo active, qui règle les trous.
- Avec la détection de posture (on pèse juste quand l'animal a les quatre pattes au sol), l'erreur moyenne est de 2,6 % à l'encan, avec 97 % des passages exploitables et 1,4 s de calcul.
- On a aussi essayé un réseau de neurones de bout en bout : excellent à l'encan, mais 6,3 % d'erreur à la ferme de Saint-Jude. On l'a mis de côté.
On aimerait installer la version finale dans le couloir no 2 en juin, si ça vous va.
Laurence
""")),
        ("offre_emploi_dev_vision.md", text("""
# On embauche! Développeur·euse en vision numérique
**Vision Bétail inc.** - Saint-Hyacinthe (Cité de la biotech)

Tu veux que ton code serve à du vrai monde, dans des vraies fermes? Joins notre équipe de 9 personnes.

## Ce qu'on t'offre
- Télétravail hybride (2 jours au bureau)
- Assurances collectives dès la première journée
- REER collectif avec contribution de l'employeur
- Café pis collations à volonté, pis des steaks au party de Noël

## Ce qu'on cherche
Bac en génie logiciel ou informatique, 2 ans d'expérience en Python ou C++. Bottes de travail fournies pour les visites à la ferme.
Écris-nous à carrieres@visionbetail.example
""")),
    ],
)


# ---------------------------------------------------------------------------
# F04 numéros blancs à l'encre à l'eau sur chandails de hockey en polyester sublimé (sérigraphie, Montréal) - liste
#     de prix de chandails vierges (CSV) en bruit; cahier de presse .txt (dates jj/mm/aaaa), CSV des essais avec
#     verdict, rapport de labo textile PDF (« Delta E »; les craquelures au lavage viennent du cahier et du PDF)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_serigraphie_encre_eau_polyester",
        "question": "Allo, faudrait les lignes 242, 244 pis 246 pour notre projet BLANC-POLY, les numéros blancs à l'encre à l'eau sur les chandails de hockey. Je t'envoie le cahier de presse de Jo, le CSV des essais, le rapport de Textilab pis la liste de prix de notre fournisseur de chandails.",
        "facts": {
            "242": [["au plus 2,0"], ["25 lavages"], ["au plus 140 °C"], ["teinture du polyester"]],
            "244": [["réticulant 3 %"], ["sous-couche bloquante"], ["charbon actif"], ["dioxyde de titane"]],
            "246": [["ΔE 1,2"], ["craquelle"], ["ne bloque pas"], ["260 chandails/h"]],
        },
        "dates": ["2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-17", "2025-03-28"],
        "noise": ["Escompte de 5 % sur 144 unités et plus", "Frais de manutention de 25 $",
                  "Couleurs sur commande spéciale", "Délai de 10 jours ouvrables"],
        "bindings": [
            {"value": "9,8", "subject": "S1", "others": ["S4", "S3"]},
            {"value": "3,1", "subject": "S2", "others": ["S4", "S3"]},
            {"value": "4,4", "subject": "S5", "others": ["S4", "S3"]},
        ],
    },
    [
        ("cahier_presse_BLANC-POLY.txt", text("""
SÉRIGRAPHIE CASTOR INC. - atelier de Rosemont, Montréal
Cahier de presse - projet BLANC-POLY : numéros blancs à l'encre à l'eau sur chandails 100 % polyester
Opérateur : Jonathan « Jo » Ouellet. Suivi : Marie-Pier Sauvé (dir. de prod.)

Contexte : la Ligue de hockey mineur de l'Est-de-l'Île veut plus de plastisol (PVC) sur ses chandails à partir de la saison prochaine. Nous autres, ça fait 10 ans qu'on imprime les numéros en blanc plastisol avec une sous-couche anti-migration, pis ça marche. Avec l'encre à l'eau c'est une autre game : l'encre doit cuire autour de 160 °C, pis à partir d'environ 140 °C la teinture du polyester (chandails sublimés rouges pis bourgogne) migre dans le blanc → numéros roses le lendemain. Les fournisseurs d'encre ont aucune donnée pour l'eau sur du poly teint foncé; leurs sous-couches anti-migration sont toutes en plastisol.

Objectifs (avec M-P) :
- migration : ΔE d'au plus 2,0 sur le blanc, mesuré après 7 jours à 40 °C dans le sac (comme dans la boîte chez le client)
- tenir 25 lavages à 40 °C sans craquelure ni décollement
- cuisson à au plus 140 °C (plus chaud, le poly migre pis le tissu marque)
- cadence d'au moins 250 chandails/h sur le carrousel 8 couleurs

17/02/2025 - S1 : notre blanc à l'eau standard, écran 110 mailles, 2 coups de squeegee (70 duro), flash 8 s, dryer à 160 °C 2 min. Blanc au sortir du dryer, rose le lendemain matin. ΔE 9,8 pour S1. On s'y attendait, c'est la référence.
24/02/2025 - S2 : même encre, dryer baissé à 140 °C pis 4 min (on passe 2 fois dans le tunnel). Rose pâle, ΔE 3,1 pour S2. Au lavage, le numéro craquelle au 8e lavage : l'encre est pas cuite à cœur.
03/03/2025 - S3 : blanc à l'eau + réticulant 3 % (ajouté au pot juste avant de rouler, vie en pot de 8 h), 140 °C 3 min. Les 25 lavages passent. Mais c'est encore rosé : ΔE 3,0. Le réticulant règle la cuisson, pas la migration.
10/03/2025 - S4 : S3 + sous-couche bloquante au charbon actif (à l'eau, grise) en 1re couleur, flash 6 s, puis le blanc. Après 7 jours à 40 °C : ΔE 1,2. 25 lavages OK. Cadence mesurée : 260 chandails/h.
17/03/2025 - S5 : M-P trouve que les numéros de S4 tirent un peu sur le gris. On essaie une sous-couche au dioxyde de titane seulement, sans charbon. ΔE 4,4 pour S5 : le TiO2 cache la couleur le jour même, mais il ne bloque pas la teinture qui monte.
28/03/2025 - rapport de Textilab reçu, il confirme nos mesures. On part avec S4 pour la commande de la ligue (1 900 chandails).
""")),
        ("essais_migration_BLANC-POLY.csv", text("""
essai;date;encre_blanche;additif;sous_couche;cuisson;delta_E_7j_40C;lavages_sans_defaut;cadence_chandails_h;verdict
S1;2025-02-17;eau standard;aucun;aucune;160 °C 2 min;9,8;25;280;non conforme - migration
S2;2025-02-24;eau standard;aucun;aucune;140 °C 4 min;3,1;7;140;non conforme - craquelures et migration
S3;2025-03-03;eau standard;réticulant 3 %;aucune;140 °C 3 min;3,0;25;270;non conforme - migration
S4;2025-03-10;eau standard;réticulant 3 %;charbon actif (grise);140 °C 3 min;1,2;25;260;conforme
S5;2025-03-17;eau standard;réticulant 3 %;dioxyde de titane;140 °C 3 min;4,4;25;260;non conforme - migration
""")),
        ("rapport_Textilab_TX-25-0328.pdf", pdf([
            ("title", "Rapport d'essai TX-25-0328 - migration de teinture et durabilité au lavage"),
            ("p", "Textilab inc., Saint-Hyacinthe. Client : Sérigraphie Castor inc., Montréal. "
                  "Date du rapport : 28 mars 2025."),
            ("h1", "Échantillons"),
            ("p", "Chandails 100 % polyester sublimés rouge et bourgogne, numéros imprimés en blanc à l'encre à "
                  "l'eau, cinq constructions (S1 à S5) fournies par le client, 4 chandails par construction."),
            ("h1", "Méthode"),
            ("p", "Migration : chandails scellés en sac de polyéthylène, 7 jours à 40 °C, puis mesure de couleur "
                  "du blanc au spectrophotomètre (illuminant D65, observateur 10 degrés), écart de couleur "
                  "exprimé en Delta E CIE 2000 par rapport au blanc sur coton témoin. Lavage : 25 cycles "
                  "domestiques à 40 °C avec séchage à plat, examen visuel à chaque 5 cycles puis au cycle où un "
                  "défaut apparaît."),
            ("h1", "Résultats"),
            ("table", [
                ["Construction", "Sous-couche", "Delta E après 7 j à 40 °C", "Lavage (25 cycles)"],
                ["S1", "aucune", "9,6", "aucun défaut"],
                ["S2", "aucune", "3,2", "craquelures au cycle 8"],
                ["S3", "aucune", "2,9", "aucun défaut"],
                ["S4", "charbon actif", "1,1", "aucun défaut"],
                ["S5", "dioxyde de titane", "4,5", "aucun défaut"],
            ]),
            ("h1", "Conclusion"),
            ("p", "Seule la construction S4 reste sous un Delta E de 2,0 (mesuré : 1,1) et passe les 25 "
                  "lavages. Une sous-couche opacifiante au dioxyde de titane masque la couleur du tissu mais "
                  "n'arrête pas la sublimation de la teinture. Les résultats ne se rapportent qu'aux échantillons "
                  "reçus."),
        ])),
        ("liste_prix_chandails_vierges_2025.csv", text("""
code;article;tailles;prix_unitaire;conditions
HK-100;Chandail de hockey 100 % polyester, sublimé rouge;Y-S à A-XXL;18,75 $;Escompte de 5 % sur 144 unités et plus
HK-110;Chandail de hockey 100 % polyester, sublimé bourgogne;Y-S à A-XXL;18,75 $;Frais de manutention de 25 $ par commande
HK-120;Chandail de hockey, couleurs d'équipe personnalisées;A-S à A-XXL;24,90 $;Couleurs sur commande spéciale
BS-040;Bas de hockey assortis;junior / senior;7,40 $;Délai de 10 jours ouvrables
""")),
    ],
)



# ---------------------------------------------------------------------------
# F05 biofiltre à copeaux d'une porcherie d'engraissement qui gèle et colmate l'hiver (environnement, Saint-Anselme)
#     - soumission de ventilateurs en PDF (bruit); journal de terrain .md (« Jeudi 9 janvier 2025 », « 30/01/2025 »,
#     « jeu. 6 févr. », « le 20 février »), classeur XLSX à deux feuilles (réduction des odeurs seulement dans la
#     feuille d'olfactométrie), rapport DOCX (Objectifs, Méthode, Résultats, Conclusion)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_biofiltre_porcherie_hiver",
        "question": "Peux-tu préparer les lignes 242, 244 et 246 pour le projet de biofiltre d'hiver chez Ferme Roy & Fils? J'ai mis le journal de terrain de Sébastien, le fichier Excel des mesures, son rapport pis la soumission de VentAgri qu'on a reçue.",
        "facts": {
            "242": [["au moins 80 %"], ["au moins 70 %"], ["au plus 100 Pa"], ["gel du média"]],
            "244": [["compost mature"], ["racines déchiquetées"], ["arrosage intermittent"], ["laveur acide"]],
            "246": [["84 %"], ["73 %"], ["160 Pa"], ["se compacte"]],
        },
        "dates": ["2025-01-09", "2025-01-16", "2025-01-30", "2025-02-03", "2025-02-06", "2025-02-20",
                  "2025-03-06", "2025-03-27"],
        "noise": ["Soumission valide 60 jours", "Installation par un technicien certifié",
                  "Garantie de 3 ans sur les moteurs", "Taxes en sus"],
        "bindings": [
            {"value": "45 %", "subject": "B1", "others": ["B4", "B3"]},
            {"value": "71 %", "subject": "B3", "others": ["B4", "B2"]},
            {"value": "140 Pa", "subject": "B5", "others": ["B4", "B2"]},
        ],
    },
    [
        ("journal_terrain_biofiltre.md", text("""
# Journal de terrain - biofiltre d'hiver, Ferme Roy & Fils (Saint-Anselme)
Agri-Air Solutions inc. - projet BF-25
Sébastien Morin, tech. en environnement; Geneviève Lapointe, ing., responsable du projet

## Contexte
La porcherie d'engraissement (2 000 places, 4 ventilateurs de 36 po) a un biofiltre à copeaux à la sortie de l'air depuis 2022, exigé par la municipalité à cause des plaintes d'odeurs des voisins du rang. L'été ça marche. L'hiver, la surface du média gèle quand il fait en bas de -20 °C, l'air passe par les craques, pis l'H2S pis l'ammoniac sortent presque tout droit. Si on change le média pour quelque chose de plus actif, il faut pas non plus que la perte de charge monte : les ventilateurs existants perdent leur débit au-dessus de 100 Pa, pis les cochons ont chaud au printemps.
On sait pas quel média garde une activité biologique à -25 °C sans colmater, ni si l'ammoniac concentré de l'hiver (ventilation minimale) empoisonne les bactéries qui mangent l'H2S. Les guides de conception de biofiltres agricoles viennent du Midwest américain, pas de nos hivers.
Cibles fixées avec Geneviève (voir aussi le rapport) : H2S enlevé à au moins 80 %, odeurs réduites d'au moins 70 % (olfactométrie), perte de charge d'au plus 100 Pa, pas de gel du média jusqu'à -25 °C dehors.

## Journal
Jeudi 9 janvier 2025 - mesures sur le biofiltre actuel (B1 : copeaux de résineux seuls, 0,4 m, arrosage à la main). -27 °C dehors. Surface gelée sur 8 cm, des trous de fonte autour des bouches. H2S enlevé à 45 % pour B1, perte de charge 38 Pa. Sacs d'air pris pour l'olfactométrie.
2025-01-16 - on a divisé le biofiltre en cellules avec des panneaux pis rempli deux cellules d'essai. B2 : copeaux + 30 % de compost mature (plus de microbes). B3 : racines déchiquetées (souches broyées de la scierie, grosse granulométrie), 0,5 m, avec arrosage intermittent à l'eau tiède (15 °C, 2 min aux heures, pompe sur minuterie).
30/01/2025 - mesures B2 pis B3, -18 °C dehors. B2 enlève bien l'H2S (78 %), mais la perte de charge de B2 est à 160 Pa : les fines du compost bouchent tout quand c'est mouillé. Écarté, les ventilateurs tiendraient pas. B3 : pas de gel, 52 Pa, mais H2S enlevé à 71 % seulement pour B3. Geneviève pense que l'ammoniac bloque les bactéries.
lun. 3 févr. - installé un laveur acide en amont de la cellule B3 (tour garnie, acide sulfurique dilué, pH 4) pour enlever l'ammoniac avant le biofiltre. B3 + laveur = B4.
jeu. 6 févr. - mesures B4 à -25 °C : H2S enlevé à 84 %, perte de charge 85 Pa (le laveur en ajoute), média à 12 °C au cœur, aucun gel. Sacs d'olfactométrie envoyés.
le 20 février - B5 : même montage que B4 mais arrosage en continu au lieu d'intermittent (Ferme Roy trouvait la minuterie compliquée). Après 2 semaines, le média se compacte au fond, l'eau ruisselle acide, perte de charge 140 Pa pour B5. On revient à l'intermittent.
2025-03-06 - reprise des mesures sur B4 à -8 °C, résultats stables. Deuxième série de sacs pour l'olfactométrie. Fin des mesures d'hiver.
""")),
        ("mesures_biofiltre_hiver2025.xlsx", xlsx([
            ("mesures", [
                ["date", "config", "T ext (°C)", "débit (m3/h)", "H2S entrée (ppm)", "H2S sortie (ppm)",
                 "enlèvement H2S", "enlèvement NH3", "perte de charge", "T média cœur (°C)", "gel surface",
                 "verdict"],
                [D("2025-01-09"), "B1", -27, 14800, 2.2, 1.21, "45 %", "52 %", "38 Pa", 1.5, "oui, 8 cm",
                 "non conforme"],
                [D("2025-01-30"), "B2", -18, 15200, 2.4, 0.53, "78 %", "66 %", "160 Pa", 9, "non",
                 "non conforme (perte de charge)"],
                [D("2025-01-30"), "B3", -18, 15200, 2.4, 0.70, "71 %", "60 %", "52 Pa", 11, "non",
                 "non conforme (H2S)"],
                [D("2025-02-06"), "B4", -25, 14600, 2.5, 0.40, "84 %", "91 %", "85 Pa", 12, "non", "conforme"],
                [D("2025-02-20"), "B5", -12, 16100, 2.3, 0.39, "83 %", "90 %", "140 Pa", 12, "non",
                 "non conforme (compaction)"],
                [D("2025-03-06"), "B4", -8, 18900, 2.1, 0.29, "86 %", "92 %", "88 Pa", 14, "non", "conforme"],
            ]),
            ("olfactometrie", [
                ["date prélèvement", "config", "odeur entrée (UO/m3)", "odeur sortie (UO/m3)", "réduction",
                 "labo"],
                [D("2025-01-09"), "B1", 2400, 1650, "31 %", "Olfacto-Québec"],
                [D("2025-01-30"), "B3", 2650, 1110, "58 %", "Olfacto-Québec"],
                [D("2025-02-06"), "B4", 2500, 675, "73 %", "Olfacto-Québec"],
                [D("2025-03-06"), "B4", 2300, 550, "76 %", "Olfacto-Québec"],
            ]),
        ])),
        ("rapport_biofiltre_BF-25.docx", docx([
            ("title", "Projet BF-25 - biofiltre de porcherie opérable par grand froid"),
            ("p", "Agri-Air Solutions inc., Saint-Anselme. Rapport de Geneviève Lapointe, ing., le 27 mars 2025."),
            ("h1", "Objectifs"),
            ("p", "Rendre le biofiltre de la Ferme Roy & Fils efficace tout l'hiver sans changer les ventilateurs "
                  "de la porcherie. Aucune donnée de conception ne couvrait un biofiltre agricole à -25 °C sous "
                  "la charge d'ammoniac de la ventilation minimale d'hiver."),
            ("b", "Enlèvement de l'H2S d'au moins 80 %"),
            ("b", "Réduction des odeurs d'au moins 70 %, par olfactométrie dynamique"),
            ("b", "Perte de charge du biofiltre d'au plus 100 Pa"),
            ("b", "Aucun gel du média jusqu'à -25 °C extérieur"),
            ("h1", "Méthode"),
            ("p", "Le biofiltre existant a été divisé en cellules parallèles alimentées par le même plénum. H2S "
                  "et NH3 mesurés à l'entrée et à la sortie de chaque cellule (analyseurs portatifs, moyenne de "
                  "30 min), perte de charge au manomètre différentiel, température au cœur du média par sonde, "
                  "odeurs par prélèvement en sacs et olfactométrie dynamique en laboratoire."),
            ("b", "B1 - biofiltre actuel : copeaux de résineux, 0,4 m, arrosage manuel"),
            ("b", "B2 - copeaux avec 30 % de compost mature"),
            ("b", "B3 - racines déchiquetées, 0,5 m, arrosage intermittent à l'eau tiède"),
            ("b", "B4 - B3 précédé d'un laveur acide pour l'ammoniac"),
            ("b", "B5 - B4 avec arrosage en continu"),
            ("h1", "Résultats"),
            ("p", "Le compost augmente l'activité mais colmate le média : la perte de charge dépasse de loin la "
                  "capacité des ventilateurs. Les racines déchiquetées arrosées à l'eau tiède ne gèlent pas, mais "
                  "sans prétraitement l'H2S reste sous la cible, ce qui confirme l'inhibition par l'ammoniac. Avec "
                  "le laveur acide en amont, B4 enlève 84 % de l'H2S à -25 °C pour une perte de charge de 85 Pa, "
                  "et la réduction d'odeur mesurée dépasse la cible. L'arrosage en continu compacte le fond de la "
                  "cellule et acidifie le lixiviat."),
            ("h1", "Conclusion"),
            ("p", "La configuration B4 atteint les quatre cibles. L'arrosage doit rester intermittent. Le "
                  "biofiltre complet sera reconstruit selon B4 à l'été 2025, avant l'hiver suivant."),
        ])),
        ("soumission_ventilateurs_VentAgri.pdf", pdf([
            ("title", "SOUMISSION no VA-2025-117"),
            ("p", "VentAgri inc., Sainte-Marie. Client : Ferme Roy & Fils, Saint-Anselme."),
            ("table", [
                ["Qté", "Description", "Prix unitaire", "Montant"],
                ["4", "Ventilateur d'extraction 36 po, moteur 1 HP haute efficacité", "1 485,00 $", "5 940,00 $"],
                ["4", "Volet anti-retour galvanisé", "210,00 $", "840,00 $"],
                ["1", "Contrôleur de ventilation 8 étages", "2 350,00 $", "2 350,00 $"],
            ]),
            ("p", "Installation par un technicien certifié incluse pour les ventilateurs et le contrôleur."),
            ("p", "Garantie de 3 ans sur les moteurs, 1 an sur la main-d'oeuvre."),
            ("p", "Soumission valide 60 jours. Taxes en sus. Un dépôt de 30 % est exigé à la commande."),
        ])),
    ],
)


# ---------------------------------------------------------------------------
# F06 toiture verte extensive sur un entrepôt existant : trop lourde saturée, plantes qui meurent l'hiver
#     (construction, Lévis) - contrat d'entretien DOCX en bruit (avec des dates de saison qui ne sont pas des
#     entrées); carnet de suivi .txt sur deux années (« Visite du 2024-06-12 », « 25/06/2024 », « le 15 oct. »,
#     « mer. 26 mars »), CSV des parcelles (verdict), rapport de labo PDF daté avant l'installation (« schiste
#     expansé » nommé dans le CSV et le PDF, le carnet dit « schiste »)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_toiture_verte_extensive_lestage",
        "question": "J'aurais besoin des lignes 242, 244 et 246 du T661 pour notre projet de toit vert sur l'entrepôt de Distribution Chaudière. Ci-joint le carnet de suivi de Maxime, le CSV des parcelles, le rapport de Sol-Expert pis le contrat d'entretien.",
        "facts": {
            "242": [["au plus 110 kg/m²"], ["au moins 85 %"], ["au moins 50 %"], ["cycles de gel-dégel"]],
            "244": [["pierre ponce"], ["biochar 15 %"], ["schiste expansé"], ["plantes indigènes"]],
            "246": [["91 %"], ["107 kg/m²"], ["gel des racines"], ["sèche trop vite"]],
        },
        "dates": ["2024-05-29", "2024-06-12", "2024-06-25", "2024-10-15", "2025-03-26", "2025-05-14",
                  "2025-06-04"],
        "noise": ["Fréquence des visites", "Tarif forfaitaire annuel", "Résiliation du contrat",
                  "désherbage manuel"],
        "bindings": [
            {"value": "128 kg/m²", "subject": "P1", "others": ["P4", "P3"]},
            {"value": "38 %", "subject": "P2", "others": ["P4", "P3"]},
            {"value": "67 %", "subject": "P5", "others": ["P4", "P3"]},
        ],
    },
    [
        ("carnet_suivi_toit_vert.txt", text("""
TOITS VIVANTS INC. - Lévis
Carnet de suivi - projet TV-Chaudière : toit vert extensif sur l'entrepôt de Distribution Chaudière (parc industriel de Lévis)
Maxime Fortier, technicien horticole. Révision : Josée Bilodeau, ing. (structure)

Le problème : le toit de l'entrepôt (membrane élastomère, pontage d'acier) a été calculé pour la neige, pas pour un toit vert. L'ingénieure de structure nous donne une charge ajoutée d'au plus 110 kg/m² substrat saturé d'eau compris. Les substrats européens qu'on installe d'habitude pèsent plus que ça à 100 mm. Si on allège, le substrat garde moins d'eau pis protège moins les racines. En plus, le toit est au vent : la neige part, les plantes sont à nu pis subissent des cycles de gel-dégel tout l'hiver. Les sedums du catalogue meurent à 40-50 % sur nos toits exposés, pis personne a de données pour un substrat léger sous notre climat.
Cibles :
 - charge saturée d'au plus 110 kg/m²
 - survie des plantes d'au moins 85 % au printemps
 - rétention d'au moins 50 % des pluies de l'été
 - substrat de 100 mm max (hauteur des bordures existantes)

Visite du 2024-06-12 : installation des 5 parcelles de 3 m x 3 m (bacs modulaires sur la membrane, drain pesé sous chaque bac).
 P1 = notre substrat européen habituel (brique concassée + compost), 100 mm, tapis de sedums.
 P2 = substrat léger à la pierre ponce, 100 mm, sedums.
 P3 = pierre ponce + biochar 15 % + schiste, 100 mm, sedums.
 P4 = même substrat que P3, 100 mm, mais plantes indigènes du Québec (fétuque rouge, antennaire, fraisier des champs, campanule à feuilles rondes) au lieu des sedums du catalogue.
 P5 = substrat de P4 à 70 mm seulement, pour voir si on peut sauver du poids.
25/06/2024 : pesée des bacs saturés (arrosés 24 h, égouttés 2 h). P1 pèse 128 kg/m², ça dépasse la cible : P1 est hors jeu pour ce toit même si ça pousse bien. P2 à 96 kg/m², P4 à 107 kg/m², P5 à 83 kg/m². Le reste dans le CSV.
Été : pluviomètre + débitmètre au drain de chaque bac de juillet à la fin d'août. P2 sèche trop vite : après 2 jours de soleil les sedums de P2 sont rouges de stress, pis la rétention est basse.
le 15 oct. : visite d'automne. Tout est vert sauf P2, clairsemée. On laisse tout tel quel pour l'hiver, pas de paillis (on veut les vraies conditions).
mer. 26 mars : première visite après la fonte. Le toit a été à nu presque tout l'hiver. Dans P5, des plants soulevés, racines à l'air : gel des racines, 70 mm c'est trop mince pour protéger les racines. P4 a l'air correct.
2025-05-14 : comptage de survie sur 100 points par parcelle. Résultats dans le CSV. P4 est la seule au-dessus de la cible avec 91 % de survie.
Bilan du 2025-06-04 avec Josée : on recommande la recette P4 (substrat allégé avec biochar pis schiste, 100 mm, plantes indigènes) pour tout le toit, soit 2 400 m². P5 est écartée.
""")),
        ("mesures_parcelles_2024-2025.csv", text("""
parcelle;substrat;epaisseur;vegetation;charge_saturee;retention_ete;survie_printemps_2025;verdict
P1;brique concassée + compost (européen);100 mm;sedums;128 kg/m²;55 %;62 %;non conforme - trop lourd
P2;pierre ponce;100 mm;sedums;96 kg/m²;38 %;58 %;non conforme - rétention et survie
P3;pierre ponce + biochar 15 % + schiste expansé;100 mm;sedums;104 kg/m²;54 %;79 %;non conforme - survie
P4;pierre ponce + biochar 15 % + schiste expansé;100 mm;plantes indigènes;107 kg/m²;58 %;91 %;conforme
P5;pierre ponce + biochar 15 % + schiste expansé;70 mm;plantes indigènes;83 kg/m²;44 %;67 %;non conforme - gel des racines
""")),
        ("rapport_Sol-Expert_SE-24-0529.pdf", pdf([
            ("title", "Rapport d'analyse SE-24-0529 - substrats de toiture extensive"),
            ("p", "Sol-Expert inc., Québec. Client : Toits Vivants inc., Lévis. Date : 29 mai 2024."),
            ("h1", "Échantillons"),
            ("p", "Trois mélanges reçus du client : SUB-A (brique concassée et compost, produit européen), SUB-B "
                  "(pierre ponce 0-12 mm et compost) et SUB-C (pierre ponce, biochar 15 % en volume, schiste "
                  "expansé 4-8 mm et compost)."),
            ("h1", "Méthode"),
            ("p", "Masse volumique à saturation et capacité maximale de rétention d'eau selon la méthode des "
                  "lignes directrices FLL pour toitures végétalisées, perméabilité à l'eau, pH et conductivité "
                  "électrique. Trois répétitions par mélange."),
            ("h1", "Résultats"),
            ("table", [
                ["Mélange", "Masse volumique saturée", "Rétention d'eau max.", "Perméabilité", "pH"],
                ["SUB-A", "1 280 kg/m3", "41 % vol.", "0,9 mm/min", "7,6"],
                ["SUB-B", "960 kg/m3", "29 % vol.", "6,5 mm/min", "7,1"],
                ["SUB-C", "1 040 kg/m3", "44 % vol.", "1,8 mm/min", "7,3"],
            ]),
            ("h1", "Commentaires"),
            ("p", "Le mélange SUB-B draine très rapidement et retient peu d'eau. L'ajout de biochar et de schiste "
                  "expansé (SUB-C) augmente la rétention d'eau tout en gardant la masse volumique saturée près de "
                  "celle de la pierre ponce seule. Le comportement au gel n'est pas couvert par ces essais."),
        ])),
        ("contrat_entretien_toiture_2025.docx", docx([
            ("title", "Contrat d'entretien saisonnier - toitures végétalisées"),
            ("p", "Entre Toits Vivants inc. et Distribution Chaudière ltée, pour le toit vert de l'entrepôt de "
                  "Lévis."),
            ("h1", "Durée"),
            ("p", "Saison 2025, du 1er mai au 31 octobre 2025, renouvelable d'année en année."),
            ("h1", "Fréquence des visites"),
            ("p", "Quatre visites par saison : inspection des drains, désherbage manuel, remplacement des plants "
                  "morts et fertilisation légère au printemps."),
            ("h1", "Tarifs"),
            ("p", "Tarif forfaitaire annuel de 2,85 $ par mètre carré, plus taxes. Les plants de remplacement "
                  "au-delà de 5 % de la surface sont facturés en sus."),
            ("h1", "Résiliation du contrat"),
            ("p", "Chaque partie peut mettre fin au contrat par avis écrit de 60 jours avant le début de la "
                  "saison."),
        ])),
    ],
)


# ---------------------------------------------------------------------------
# F07 lecteur sans fil qui se clipse sur la jauge à cadran des citernes de propane (électronique, Granby) - facture
#     de composantes en bruit + pied de page promotionnel à la fin du courriel de résumé (bruit dans un fichier de
#     preuve, à partir de « Pssst! », avec une date de webinaire qui n'est pas une entrée); journal de labo .txt
#     (« lun. 4 nov. », « 19/11/2024 », « Essai chambre froide 2024-11-26 : »), rapport DOCX avec tableau, CSV des
#     transmissions (verdict), cinq fichiers
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_lecteur_jauge_propane_sans_fil",
        "question": "Il me faudrait les lignes 242, 244 pis 246 pour le LJ-2, notre lecteur de jauge de propane sans fil. Je te mets le journal du labo, le rapport de Patrick, le CSV des transmissions, le courriel de résumé au distributeur pis une facture de composantes.",
        "facts": {
            "242": [["± 2 %"], ["au moins 5 ans"], ["-40 °C"], ["au moins 98 %"]],
            "244": [["magnétorésistif"], ["calibration en 12 points"], ["supercondensateur"], ["LoRaWAN"]],
            "246": [["99,2 %"], ["6,1 ans"], ["redémarre"], ["81,4 %"]],
        },
        "dates": ["2024-10-28", "2024-11-04", "2024-11-12", "2024-11-19", "2024-11-26", "2024-12-03",
                  "2024-12-10", "2025-01-08", "2025-01-10"],
        "noise": ["Essai gratuit de 30 jours", "webinaire du 15 janvier", "Frais de courtage en douane",
                  "Retours acceptés dans les 30 jours"],
        "bindings": [
            {"value": "7,2 %", "subject": "R1", "others": ["R4", "R3"]},
            {"value": "4,3 %", "subject": "R2", "others": ["R4", "R3"]},
            {"value": "93,5 %", "subject": "R3", "others": ["R4", "R5"]},
        ],
    },
    [
        ("journal_labo_LJ-2.txt", text("""
TÉLÉMÉTRIE NORDIK INC. - Granby
Journal de labo - LJ-2, lecteur sans fil pour jauge de citerne de propane
Patrick Lavallée (électronique), Sarah Dion (firmware). Abréviations : CF = chambre froide, PE = pleine échelle.

2024-10-28 - kick-off avec Propane Haute-Yamaska. Leurs livreurs lisent encore les jauges à cadran à l'oeil; ils veulent un boîtier qui se clipse sur la jauge existante (aiguille entraînée par un aimant) sans ouvrir la citerne, pis qui envoie le niveau par cellulaire. Cibles :
   précision de ± 2 % PE sur toute la plage de température
   autonomie d'au moins 5 ans sur une pile (1 lecture/h, 4 envois/jour)
   fonctionner de -40 °C à +60 °C (citernes au soleil l'été, en plein champ l'hiver)
   au moins 98 % des transmissions réussies
 Problème : l'aimant de la jauge est faible, son axe varie d'un fabricant à l'autre, pis on lit à travers le couvercle de plastique. À -40 °C, les capteurs magnétiques dérivent pis une pile au lithium donne mal un pic de courant. Personne vend ça pour le propane au Canada.

lun. 4 nov. - R1 : capteur à effet Hall 1 axe collé sous le couvercle. Au banc (20 °C, 5 jauges de 3 fabricants) : erreur max de 7,2 % PE pour R1. Très sensible au centrage du boîtier sur la jauge. Flushé.
mar. 12 nov. - R2 : capteur magnétorésistif 3 axes (TMR) + calibration en 12 points par jauge (on tourne l'aiguille sur un gabarit). À 20 °C : 1,6 % PE. Ça marche.
19/11/2024 - R2 en CF à -40 °C : la dérive du capteur remonte l'erreur à 4,3 % PE pour R2. La calibration faite à 20 °C tient pas au froid.
Essai chambre froide 2024-11-26 : R3 = R2 + compensation en température (sonde intégrée + table de correction par lot de capteurs). 1,8 % PE de -40 °C à +60 °C. MAIS à -30 °C, pendant l'envoi LTE-M (pointe de ~250 mA), la tension de la pile Li-SOCl2 s'écrase, le micro fait un brown-out pis redémarre. Sur 7 jours en CF, R3 réussit 93,5 % des envois seulement.
le 3 déc. - R4 : R3 + supercondensateur hybride (HLC) en parallèle sur la pile, qui fournit la pointe d'envoi. 7 jours en CF à -30 °C : zéro redémarrage. Autonomie recalculée avec le courant mesuré : 6,1 ans.
10 déc. - 30 boîtiers R4 (LTE-M) pis 30 boîtiers R5 (même carte, radio LoRaWAN à la place du LTE-M, pour sauver de la pile) installés sur des citernes de clients en Haute-Yamaska pis dans Brome. 4 semaines de terrain, résultats dans le CSV.
""")),
        ("rapport_prototype_LJ-2.docx", docx([
            ("title", "Rapport de prototype LJ-2 - lecteur sans fil de jauge de propane"),
            ("p", "Télémétrie Nordik inc., Granby. Rédigé par Patrick Lavallée, ing. jr, le 8 janvier 2025."),
            ("h1", "Objectifs"),
            ("p", "Mettre au point un lecteur qui se fixe sur la jauge à cadran magnétique existante des citernes "
                  "de propane et transmet le niveau sans fil : précision de ± 2 % de la pleine échelle de -40 °C "
                  "à +60 °C, autonomie d'au moins 5 ans, au moins 98 % des transmissions réussies."),
            ("h1", "Méthode"),
            ("p", "Banc de jauges de trois fabricants, gabarit de rotation de l'aiguille, chambre froide "
                  "programmable (-40 °C à +60 °C), mesure du courant de la carte à l'oscilloscope pendant les "
                  "envois, puis essai terrain de 4 semaines sur 60 citernes de clients."),
            ("b", "R1 - capteur à effet Hall 1 axe"),
            ("b", "R2 - capteur magnétorésistif 3 axes avec calibration en 12 points"),
            ("b", "R3 - R2 avec compensation en température"),
            ("b", "R4 - R3 avec supercondensateur hybride en parallèle sur la pile"),
            ("b", "R5 - R4 avec radio LoRaWAN au lieu du LTE-M"),
            ("h1", "Résultats"),
            ("table", [
                ["Révision", "Erreur max. (% PE)", "Plage de température", "Transmissions réussies", "Verdict"],
                ["R1", "7,2 %", "20 °C", "n.d.", "rejetée"],
                ["R2", "4,3 %", "-40 °C", "n.d.", "rejetée"],
                ["R3", "1,8 %", "-40 °C à +60 °C", "93,5 % (CF -30 °C)", "rejetée"],
                ["R4", "1,8 %", "-40 °C à +60 °C", "99,2 % (terrain)", "retenue"],
                ["R5", "1,8 %", "-40 °C à +60 °C", "81,4 % (terrain)", "rejetée"],
            ]),
            ("p", "Les pertes de R5 se concentrent sur les citernes des rangs éloignés des passerelles : la "
                  "couverture LoRaWAN en milieu rural ne suffit pas, alors que le réseau LTE-M couvre toutes les "
                  "citernes de l'essai."),
            ("h1", "Conclusion"),
            ("p", "La révision R4 atteint les quatre cibles avec une autonomie calculée de 6,1 ans. Le "
                  "supercondensateur règle les redémarrages par grand froid. Une présérie de 500 unités est "
                  "prévue pour le printemps."),
        ])),
        ("essais_transmission_LJ-2.csv", text("""
revision;essai;lieu;date_debut;jours;envois_tentes;envois_reussis;taux;redemarrages;verdict
R3;chambre froide -30 °C;labo Granby;2024-11-26;7;672;628;93,5 %;41;non conforme
R4;chambre froide -30 °C;labo Granby;2024-12-03;7;672;671;99,9 %;0;conforme
R4;terrain LTE-M, 30 citernes;Haute-Yamaska et Brome;2024-12-10;28;3360;3333;99,2 %;0;conforme
R5;terrain LoRaWAN, 30 citernes;Haute-Yamaska et Brome;2024-12-10;28;3360;2735;81,4 %;0;non conforme - couverture rurale
""")),
        ("courriel_distributeur_resume.txt", text("""
De : Patrick Lavallée <plavallee@telemetrienordik.example>
Envoyé : 10 janvier 2025 15:22
À : Chantal Benoit <cbenoit@propanehy.example>
Objet : LJ-2 - résultats de l'essai terrain

Bonjour Chantal,
Merci encore d'avoir prêté vos citernes. En résumé :
- Le lecteur final (R4) lit la jauge à moins de 2 % près, même à -40 °C, grâce au capteur magnétorésistif calibré pis compensé en température.
- Pendant les 4 semaines de terrain, 99,2 % des envois se sont rendus, aucun boîtier n'a redémarré malgré le froid de janvier.
- La version LoRaWAN a perdu trop de lectures dans les rangs (81,4 % seulement) : on garde le cellulaire LTE-M.
- Autonomie calculée : 6,1 ans sur la pile.
On vous revient avec un prix pour la présérie.
Patrick

Pssst!
Notre nouvelle plateforme Nordik Flotte suit vos camions de livraison en temps réel. Essai gratuit de 30 jours pour nos clients actuels.
Inscrivez-vous à notre webinaire du 15 janvier sur telemetrienordik.example/webinaire.
""")),
        ("facture_composants_electroniques.txt", text("""
COMPOSANTES ÉLECTRONIQUES DIRECT - Facture no CE-448721
Date de facturation : 2024-10-15
Expédié à : Télémétrie Nordik inc., 220 rue Dufferin, Granby

Qté | No pièce | Description | Prix unitaire | Total
50 | TMR-3D-02 | Capteur magnétorésistif 3 axes | 4,12 $ | 206,00 $
50 | LS-17500 | Pile Li-SOCl2 3,6 V format A | 7,85 $ | 392,50 $
50 | HLC-1520 | Supercondensateur hybride 3,6 V | 11,40 $ | 570,00 $
Expédition prioritaire : 38,00 $
Frais de courtage en douane : 42,75 $
Retours acceptés dans les 30 jours, dans l'emballage d'origine.
""")),
    ],
)


# ---------------------------------------------------------------------------
# F08 crème solaire minérale FPS 30 au ZnO non nano : agglomérats, trace blanche, instabilité (cosmétique,
#     Rimouski) - texte promo de la boutique en bruit; cahier de labo .md (« 3 mars 2025 », « 2025-03-10 »,
#     « 17/03/2025 », « lun. 24 mars », « le 7 avril »), classeur XLSX à deux feuilles (la chute de viscosité de F5
#     seulement dans la feuille de stabilité), rapport d'un labo externe en PDF (« Delta L* »)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_creme_solaire_zno_non_nano",
        "question": "Pourrais-tu me rédiger les lignes 242, 244 et 246 pour notre crème solaire minérale FPS 30? J'ai le cahier de labo de Camille, le classeur des lots pis de stabilité, le rapport de Dermalab pis le texte promo de l'été prochain.",
        "facts": {
            "242": [["d'au moins 30"], ["au moins 100 nm"], ["au plus 3,0"], ["± 15 %"]],
            "244": [["acide polyhydroxystéarique", "PHSA"], ["broyeur à billes"], ["oxydes de fer"],
                    ["huile-dans-eau"]],
            "246": [["FPS 33"], ["ΔL* 2,6", "Delta L* de 2,6"], ["devient nano"], ["-38 %"]],
        },
        "dates": ["2025-03-03", "2025-03-10", "2025-03-17", "2025-03-24", "2025-04-07", "2025-04-28",
                  "2025-05-05", "2025-06-16", "2025-06-20"],
        "noise": ["Sans parfum ajouté", "Livraison gratuite dès 50 $", "Tube en carton recyclé",
                  "En vente dans nos boutiques"],
        "bindings": [
            {"value": "40 µm", "subject": "F1", "others": ["F4", "F2"]},
            {"value": "180 nm", "subject": "F2", "others": ["F4", "F5"]},
            {"value": "85 nm", "subject": "F3", "others": ["F4", "F2"]},
        ],
    },
    [
        ("cahier_labo_FPS30_mineral.md", text("""
# Cahier de labo - crème solaire minérale FPS 30 (projet SOLEIL-ZN)
Cosmétiques Fleuve inc., Rimouski
Camille Bérubé, chimiste en formulation; Olivier Gagné, technicien

## Pourquoi
Notre crème solaire actuelle (filtres organiques) se fait tasser par les clients qui veulent du « minéral ». On veut une FPS 30 au zinc seulement (ZnO, pas de TiO2), sans nanoparticules pour garder l'allégation « non nano » sur le tube.
Le problème connu : le ZnO non nano s'agglomère. Des agglomérats, c'est une FPS qui varie d'un lot à l'autre pis une trace blanche sur la peau, surtout sur les peaux foncées. Plus on broie fin, plus c'est transparent, mais sous 100 nm c'est du nano. Les fournisseurs de ZnO donnent des fiches pour des émulsions de 5 kg en labo, pas pour notre cuve de 200 kg, pis rien sur la stabilité de leur dispersion dans nos huiles.

Cibles :
- FPS in vitro d'au moins 30 (labo externe)
- ZnO qui reste non nano : D50 d'au moins 100 nm dans le produit fini
- trace blanche : ΔL* d'au plus 3,0 sur plaque de peau synthétique de phototype V
- viscosité stable à ± 15 % après 12 semaines à 40 °C

## Journal
3 mars 2025 - F1 : ZnO enrobé 22 % ajouté à l'hélice dans la phase huile, émulsion eau-dans-huile. Au microscope : agglomérats jusqu'à 40 µm dans F1. Tartine blanc comme du plâtre.
2025-03-10 - F2 : prédispersion du ZnO dans les triglycérides avec 2 % d'acide polyhydroxystéarique (PHSA) comme dispersant, passée au broyeur à billes 30 min avant l'émulsion. D50 de 180 nm pour F2, plus d'agglomérats visibles. Encore blanc sur peau foncée.
17/03/2025 - F3 : même chose que F2 mais 90 min au broyeur. Ben plus transparent, mais le granulo laser donne un D50 de 85 nm pour F3 : passé sous 100 nm, le ZnO devient nano. On perd l'allégation pis faudrait l'étiqueter « nano » : écarté.
lun. 24 mars - F4 : broyage 45 min (D50 140 nm) + 1,5 % d'oxydes de fer (teinte universelle) + émulsifiant polyglycérylé. Beau fini, pas de trace sur les plaques foncées. Mis en stabilité à 40 °C.
le 7 avril - F5 : la formule F4 montée en émulsion huile-dans-eau (texture plus légère demandée par les ventes). Mise en stabilité à 40 °C aussi.
2025-04-28 - rapport de Dermalab reçu : F4 à FPS 33, ΔL* 2,6. Tous les lots sont dans le classeur.
2025-05-05 - F5 à 4 semaines / 40 °C : séparation, dépôt blanc au fond du pot. Le ZnO passe dans la phase aqueuse pis se réagglomère. F5 abandonnée, on reste en eau-dans-huile.
2025-06-16 - F4 termine les 12 semaines à 40 °C sans problème.

## Sommaire du 20 juin 2025
Le dispersant PHSA pis le broyeur à billes règlent les agglomérats, mais il faut arrêter le broyage avant que le ZnO devienne nano. La teinte aux oxydes de fer enlève la trace blanche sans broyer plus fin. L'émulsion huile-dans-eau déstabilise la dispersion. F4 passe en production pour l'été 2026.
""")),
        ("lots_stabilite_SOLEIL-ZN.xlsx", xlsx([
            ("lots", [
                ["lot", "date", "ZnO (%)", "dispersion", "broyage (min)", "type d'émulsion", "D50", "agglomérats",
                 "FPS in vitro", "trace blanche", "verdict"],
                ["F1", D("2025-03-03"), 22, "hélice", 0, "eau-dans-huile", "n.d.", "40 µm", "FPS 17",
                 "très blanche", "rejeté"],
                ["F2", D("2025-03-10"), 22, "PHSA 2 % + broyeur", 30, "eau-dans-huile", "180 nm", "aucun",
                 "FPS 31", "blanche (ΔL* 5,4)", "rejeté"],
                ["F3", D("2025-03-17"), 22, "PHSA 2 % + broyeur", 90, "eau-dans-huile", "85 nm", "aucun",
                 "FPS 36", "légère", "rejeté (nano)"],
                ["F4", D("2025-03-24"), 22, "PHSA 2 % + broyeur", 45, "eau-dans-huile", "140 nm", "aucun",
                 "FPS 33", "ΔL* 2,6", "retenu"],
                ["F5", D("2025-04-07"), 22, "PHSA 2 % + broyeur", 45, "huile-dans-eau", "140 nm",
                 "réagglomération", "FPS 22", "ΔL* 2,9", "rejeté (stabilité)"],
            ]),
            ("stabilite_40C", [
                ["lot", "viscosité J0 (mPa.s)", "4 semaines", "8 semaines", "12 semaines", "variation", "aspect"],
                ["F4", 28500, 27900, 27100, 26200, "-8 %", "homogène"],
                ["F5", 14200, 8800, "arrêté", "arrêté", "-38 %", "séparation à 4 semaines, dépôt blanc"],
            ]),
        ])),
        ("rapport_Dermalab_DL-25-0428.pdf", pdf([
            ("title", "Rapport d'essai DL-25-0428 - FPS in vitro et blanchiment"),
            ("p", "Dermalab inc., Québec. Client : Cosmétiques Fleuve inc., Rimouski. Date du rapport : 28 avril "
                  "2025."),
            ("h1", "Méthode"),
            ("p", "FPS in vitro : application de 1,3 mg/cm2 sur plaques de PMMA moulées, irradiation au simulateur "
                  "solaire, transmittance de 290 à 400 nm, 4 plaques par lot. Blanchiment : application de "
                  "2 mg/cm2 sur plaques de peau synthétique de phototype V, mesure au colorimètre de la "
                  "luminance L* avant et 10 min après application; on rapporte l'écart Delta L*."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "FPS in vitro (moy.)", "Écart-type", "Delta L* phototype V"],
                ["F1", "17", "6,8", "9,1"],
                ["F2", "31", "2,2", "5,4"],
                ["F3", "36", "1,9", "2,2"],
                ["F4", "33", "1,7", "2,6"],
            ]),
            ("h1", "Conclusion"),
            ("p", "Les lots F2, F3 et F4 dépassent une FPS in vitro de 30. Le lot F4 présente un Delta L* de 2,6 "
                  "sur phototype V, le plus faible des lots non broyés sous 100 nm. L'écart-type élevé du lot F1 "
                  "est cohérent avec une dispersion non homogène du filtre."),
        ])),
        ("texte_promo_ete_2026.md", text("""
## ☀️ Nouveau pour l'été 2026 : notre écran solaire minéral FPS 30!

Fait à Rimouski, au bord du fleuve, pour toute la famille.
- Protection à large spectre au zinc
- Sans parfum ajouté, doux pour les peaux sensibles
- Tube en carton recyclé, bouchon en plastique recyclé du Québec

Livraison gratuite dès 50 $ d'achat en ligne.
En vente dans nos boutiques de Rimouski et de Matane, pis chez nos détaillants partout au Québec.
""")),
    ],
)

if __name__ == "__main__":
    casegen.write_cases()
