#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the fifth first-contact set (fr/evidence_first_5).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_4:
name, question, language, files, facts, dates, noise, bindings).
Small Quebec firms in sectors not used by the earlier French sets (boulangerie sans gluten, thermopompes au CO2,
logiciel de détection de fuites d'aqueduc, planchers de bois d'ingénierie, apiculture, galvanisation à chaud,
pieux vissés, orthèses plantaires imprimées en 3D), writing as they do: journaux de fournil / de banc / de dev /
de chantier (.txt/.md), cahiers d'atelier, feuilles d'essais CSV au point-virgule avec virgules décimales
("7,4 N", "1,2 m", "-25 °C"), classeurs XLSX (cells hold real numbers and real dates), rapports DOCX with real
Heading styles (Objectifs, Méthode, Résultats, Conclusion), PDF lab reports, pasted e-mails.
Dates vary: ISO, « 9 juin 2025 », « le 2 juin », « 14/10/2025 », « lun. 9 déc. », « 3 nov. », dates in the middle
of a line, dates only in table columns, a carnet whose year is written once in its header.
Hard cases: a fact found only in a CSV (fr_fuites_aqueduc_correlation_pvc), a year written once in the whole
case (fr_ruches_hivernage_co2), DOCX tables of results (fr_thermopompe_co2_degivrage,
fr_orthese_plantaire_tpu_fatigue), summary memos / e-mails dated after the trials, journals whose dates sit
mid-line (fr_thermopompe_co2_degivrage, fr_pieux_visses_soulevement_gel).
Noise (never a record of the work): a price list, a job offer, a licence contract, catalogue copy, a quote and an
invoice, each in its own file, and in fr_pieux_visses_soulevement_gel an "offre de services" section at the end
of the consultant's PDF report (paragraphs inside a record file). fr_galvanisation_acier_reactif has no noise.
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
# T01 pain tranché sans gluten vendu surgelé qui s'émiette après décongélation (boulangerie, Laval) - liste de prix
#     du fournisseur de farines en bruit; journal .md (« le 2 juin », « 9 juin 2025 »), classeur XLSX, rapport de
#     labo PDF (dureté TPA seulement dans le PDF)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_pain_sans_gluten_surgele",
        "question": "Peux-tu me préparer les lignes 242, 244 et 246 pour notre projet de pain sans gluten surgelé? J'ai mis le journal du fournil d'Émilie, le fichier Excel des essais, le rapport d'Agro-Mesure pis la liste de prix de notre fournisseur de farines.",
        "facts": {
            "242": [["au plus 8 N"], ["au plus 5 %"], ["2,8 mL/g"], ["s'émiette"]],
            "244": [["psyllium"], ["HPMC 1 %"], ["amylase maltogénique"], ["surgélateur à spirale"]],
            "246": [["7,4 N"], ["mie collante"], ["cristaux de glace"], ["amylase 60 ppm", "60 ppm"]],
        },
        "dates": ["2025-06-02", "2025-06-09", "2025-06-16", "2025-06-19", "2025-06-26", "2025-07-03", "2025-07-08",
                  "2025-07-14"],
        "noise": ["Livraison le mardi seulement", "Minimum de commande de 500 $", "Palette complète",
                  "Prix FAB Laval"],
        "bindings": [
            {"value": "14,6 N", "subject": "SG1", "others": ["SG4", "SG3"]},
            {"value": "5,9 N", "subject": "SG3", "others": ["SG4", "SG2"]},
            {"value": "9,8 N", "subject": "SG5", "others": ["SG4", "SG3"]},
        ],
    },
    [
        ("journal_fournil_sans_gluten.md", text("""
# Journal du fournil - projet « pain SG qui tient au congélo »
Boulangerie Grains d'Ici inc., Laval - ligne sans gluten (local fermé, dédié SG)
Tenu par Émilie Charbonneau (R-D). Les notes de Kevin Dufresne, chef boulanger, sont marquées KD.

## Le problème
Notre pain tranché sans gluten est vendu surgelé dans les épiceries. Une fois décongelé, la mie s'émiette, les tranches cassent au tranchage ou dans le sac, pis le pain est rassis en 3 jours sur le comptoir. Les plaintes ont doublé depuis l'automne.
La recette actuelle, c'est la recette classique SG : farine de riz brun, fécule de tapioca, fécule de pomme de terre, gomme xanthane 1,5 %. Les vendeurs de gommes nous disent tous « mettez plus de xanthane », mais plus de xanthane donne une mie caoutchouteuse.
Les enzymes anti-rassissement sont faites pour le pain de blé : on sait pas comment une amylase maltogénique se comporte sans gluten, sur de l'amidon de riz pis de tapioca, après un cycle de congélation-décongélation. On sait pas non plus si le psyllium tient le coup au congélateur.

Cibles (avec KD) :
- dureté de la mie d'au plus 8 N au jour 3 après décongélation (TPA, labo externe)
- au plus 5 % de tranches cassées au tranchage
- volume spécifique d'au moins 2,8 mL/g
- aucun défaut « gommeux » ou « collant » au panel
- toujours sous 20 ppm de gluten (on change aucun fournisseur de farine certifiée)

## Essais
- le 2 juin - SG1 (témoin), recette actuelle. Cuit, surgelé au surgélateur à spirale du co-packer (-35 °C), décongelé 24 h. La mie s'émiette dès qu'on tartine. Les chiffres sont dans le fichier Excel.
- 9 juin 2025 - SG2 : psyllium 4 % à la place de la xanthane. Pâte ben plus facile à façonner, beau volume. Mais au panel la mie est gommeuse, ça colle au palais. KD : « on dirait du pain pas cuit ».
- le 16 juin - SG3 : psyllium 3 % + HPMC 1 % + amylase maltogénique à 200 ppm (la dose recommandée pour le blé). Ultra moelleux au jour 3, mais mie collante : la trancheuse s'encrasse, faut nettoyer la lame aux 40 pains. Trop d'enzyme, les dextrines collent.
- le 19 juin - SG4 : même base que SG3 mais amylase baissée à 60 ppm. Tranchage propre, la mie plie sans casser. Envoyé au labo avec les autres.
- 26 juin - SG5 : recette SG4, mais congelée lentement dans notre chambre à -18 °C au lieu du surgélateur à spirale (le co-packer nous charge cher). Au dégel la croûte décolle pis les tranches cassent. Gros cristaux de glace visibles sous la croûte.
- 3 juillet - répétition de SG4 sur un batch de production (240 pains) : même comportement, tranchage propre.
- 8 juillet - rapport d'Agro-Mesure reçu (voir le PDF). Dureté au jour 3 : SG1 est à 14,6 N, loin de la cible. SG3 descend à 5,9 N mais c'est collant. SG5 remonte à 9,8 N à cause de la congélation lente. SG4 : 7,4 N, sous la cible, pis aucun défaut au panel.

## Sommaire - 14 juillet 2025
Plus de gomme, ça règle pas la friabilité. Le psyllium seul donne du volume mais une mie gommeuse. L'amylase maltogénique garde la mie souple après la congélation, à condition de la doser bas : à la dose « blé » de 200 ppm, la mie devient collante. SG4 (psyllium 3 %, HPMC 1 %, amylase 60 ppm) est retenue. La surgélation rapide reste nécessaire : la congélation lente à -18 °C défait ce que la recette a gagné. Lancement en épicerie prévu pour septembre.
""")),
        ("essais_pain_SG_2025.xlsx", xlsx([
            ("essais", [
                ["essai", "date_cuisson", "psyllium_pct", "xanthane_pct", "HPMC_pct", "amylase_ppm", "congelation",
                 "volume_specifique_mL_g", "tranches_cassees_pct", "remarque"],
                ["SG1", D("2025-06-02"), 0, 1.5, 0, 0, "spirale -35 °C", 2.4, 18, "mie friable, témoin"],
                ["SG2", D("2025-06-09"), 4, 0, 0, 0, "spirale -35 °C", 2.9, 7, "mie gommeuse au panel"],
                ["SG3", D("2025-06-16"), 3, 0, 1, 200, "spirale -35 °C", 3.1, 2, "collant, lame encrassée"],
                ["SG4", D("2025-06-19"), 3, 0, 1, 60, "spirale -35 °C", 2.9, 3, "conforme"],
                ["SG5", D("2025-06-26"), 3, 0, 1, 60, "chambre -18 °C", 2.7, 11, "croûte décollée"],
                ["SG4-bis", D("2025-07-03"), 3, 0, 1, 60, "spirale -35 °C", 2.9, 3,
                 "répétition conforme, lot de 240 pains"],
            ]),
        ])),
        ("rapport_texture_AM-25-0708.pdf", pdf([
            ("title", "Rapport d'essai AM-25-0708 - texture de pains sans gluten"),
            ("p", "Laboratoire Agro-Mesure inc., Saint-Hyacinthe. Client : Boulangerie Grains d'Ici inc., Laval. "
                  "Date du rapport : 8 juillet 2025."),
            ("h1", "Méthode"),
            ("p", "Pains surgelés reçus sur glace sèche. Décongélation 24 h à 21 °C dans le sac d'origine, puis "
                  "conservation au comptoir. Analyse du profil de texture (TPA) sur cubes de mie de 25 mm, "
                  "compression de 40 % à 1 mm/s, 6 répétitions, au jour 1 et au jour 3 après décongélation. "
                  "Gluten par ELISA R5. Panel interne de 10 juges formés."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Date de cuisson", "Dureté J1", "Dureté J3", "Cohésion J3", "Gluten",
                 "Panel (J3)"],
                ["SG1", "2025-06-02", "9,5 N", "14,6 N", "0,41", "< 5 ppm", "sec, friable"],
                ["SG2", "2025-06-09", "6,1 N", "10,2 N", "0,58", "< 5 ppm", "gommeux (7 juges sur 10)"],
                ["SG3", "2025-06-16", "3,9 N", "5,9 N", "0,66", "< 5 ppm", "collant (8 juges sur 10)"],
                ["SG4", "2025-06-19", "4,6 N", "7,4 N", "0,63", "< 5 ppm", "aucun défaut"],
                ["SG5", "2025-06-26", "6,9 N", "9,8 N", "0,47", "< 5 ppm", "croûte détachée, sec"],
            ]),
            ("h1", "Remarques"),
            ("p", "Une cohésion plus élevée indique une mie qui se défait moins. Les résultats ne se rapportent "
                  "qu'aux échantillons reçus."),
        ])),
        ("liste_prix_farines_2025.csv", text("""
code;produit;format;prix;conditions
FR-210;Farine de riz brun certifiée SG;sac 22,7 kg;64,50 $;Livraison le mardi seulement
FT-105;Fécule de tapioca;sac 25 kg;52,90 $;Minimum de commande de 500 $
PS-040;Psyllium en poudre 95 %;boîte 10 kg;148,00 $;Palette complète : 3 % de rabais
HP-004;Hydroxypropylméthylcellulose K4M;boîte 5 kg;96,75 $;Prix FAB Laval
XG-200;Gomme xanthane 200 mesh;boîte 5 kg;88,40 $;Prix en vigueur pour l'année
""")),
    ],
)

# ---------------------------------------------------------------------------
# T02 dégivrage d'une thermopompe air-eau au CO2 à -25 °C (CVC, Drummondville) - offre d'emploi en bruit;
#     rapport DOCX (Objectifs, Méthode, Résultats avec tableau, Conclusion), journal de banc .txt aux dates en milieu
#     de ligne (« c.-à-d. le 2025-10-06 », « installé le 14/10/2025 »), courriel de synthèse daté après les essais
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_thermopompe_co2_degivrage",
        "question": "Faudrait les lignes 242, 244 pis 246 du T661 pour le projet de dégivrage de la TB-12 au CO2. Ci-joint le rapport d'Olivier, le journal du banc climatique de Nathalie, son courriel de résumé à la direction pis l'offre d'emploi qu'on a affichée.",
        "facts": {
            "242": [["COP d'au moins 2,0"], ["au plus 6 min"], ["d'au plus 3 °C"], ["transcritique"]],
            "244": [["câble chauffant"], ["pression différentielle"], ["réservoir tampon", "80 L"],
                    ["température d'ailette"]],
            "246": [["5,2 min"], ["2,1 °C"], ["COP de 2,2"], ["se vide avant"]],
        },
        "dates": ["2025-10-06", "2025-10-14", "2025-10-21", "2025-10-27", "2025-11-03", "2025-11-12", "2025-11-28",
                  "2025-12-05"],
        "noise": ["Salaire concurrentiel", "Camion de service fourni", "Programme d'aide aux employés",
                  "Envoie ton CV"],
        "bindings": [
            {"value": "11 min", "subject": "D1", "others": ["D4", "D3"]},
            {"value": "9,5 min", "subject": "D2", "others": ["D4", "D3"]},
            {"value": "8,4 min", "subject": "D5", "others": ["D4", "D3"]},
        ],
    },
    [
        ("rapport_degivrage_TB-12_CO2.docx", docx([
            ("title", "Dégivrage de la thermopompe air-eau TB-12 au CO2 (R-744) par grand froid"),
            ("p", "Thermo-Boréal inc., Drummondville. Rapport technique rédigé par Olivier Gauthier, ing., chef de "
                  "projet, avec Nathalie Bergeron, technologue. Le 28 novembre 2025."),
            ("h1", "Objectifs"),
            ("p", "Notre thermopompe air-eau TB-12 au CO2 (R-744) alimente des planchers radiants et des "
                  "ventilo-convecteurs. À -25 °C, l'évaporateur extérieur givre vite et le dégivrage par gaz "
                  "chauds du modèle actuel est long : pendant ce temps l'eau d'alimentation refroidit, et la maison "
                  "aussi. Au CO2 le cycle est transcritique et la pression de refoulement dépasse 100 bar; on ne "
                  "peut pas inverser le cycle comme sur une thermopompe au R-410A. Les fabricants de composants "
                  "n'avaient aucune donnée sur un dégivrage par gaz chauds au CO2 à cette température, ni sur le "
                  "regel de l'eau de fonte dans le bac."),
            ("b", "COP d'au moins 2,0 à -25 °C extérieur, eau produite à 45 °C (moyenne sur 24 h, dégivrages "
                  "compris)"),
            ("b", "Durée d'un dégivrage d'au plus 6 min"),
            ("b", "Baisse de la température d'eau d'alimentation d'au plus 3 °C pendant un dégivrage"),
            ("b", "Aucune glace résiduelle sur l'évaporateur ni dans le bac après 10 cycles consécutifs"),
            ("h1", "Méthode"),
            ("p", "Essais dans notre chambre climatique no 2 (-30 °C à +20 °C), à -25 °C et 70 % HR, puis à -8 °C "
                  "et 90 % HR, la condition de givrage la plus sévère. Débit et températures d'eau mesurés à "
                  "l'entrée et à la sortie, puissance électrique au wattmètre, givre suivi par caméra. Chaque "
                  "configuration roule au moins 24 h."),
            ("b", "D1 - modèle actuel : dérivation de gaz chauds déclenchée par minuterie aux 45 min"),
            ("b", "D2 - D1 avec bac d'égouttement chauffant (câble chauffant de 300 W)"),
            ("b", "D3 - D2 avec dégivrage sur demande, déclenché par la pression différentielle d'air sur "
                  "l'évaporateur"),
            ("b", "D4 - D3 avec un réservoir tampon de 80 L chargé par le refroidisseur de gaz, qui sert de source "
                  "de chaleur pendant le dégivrage, et déclenchement combiné pression différentielle + température "
                  "d'ailette"),
            ("b", "D5 - D4 avec un réservoir de 40 L"),
            ("h1", "Résultats"),
            ("table", [
                ["Config.", "Début de l'essai", "Durée moyenne d'un dégivrage", "Baisse de l'eau d'alimentation",
                 "COP 24 h à -25 °C", "Glace après 10 cycles", "Verdict"],
                ["D1", "2025-10-06", "11 min", "7,5 °C", "1,6", "pont de glace dans le bac au 4e cycle",
                 "non conforme"],
                ["D2", "2025-10-14", "9,5 min", "6,8 °C", "1,7", "aucune", "non conforme"],
                ["D3", "2025-10-21", "9,0 min", "6,2 °C", "1,9", "évaporateur bloqué à -8 °C / 90 % HR",
                 "non conforme"],
                ["D4", "2025-11-03", "5,2 min", "2,1 °C", "2,2", "aucune", "conforme"],
                ["D5", "2025-11-12", "8,4 min", "4,8 °C", "2,0", "aucune", "non conforme"],
            ]),
            ("p", "Le câble chauffant élimine le pont de glace, mais il ne raccourcit pas le dégivrage et il coûte "
                  "du COP. Le dégivrage sur demande réduit le nombre de dégivrages (de 32 à 19 par 24 h à -25 °C), "
                  "mais à -8 °C et 90 % HR la pression différentielle réagit trop tard. C'est la chaleur stockée "
                  "dans le réservoir tampon qui raccourcit le dégivrage sans refroidir l'eau du bâtiment; avec "
                  "40 L, le réservoir se vide avant la fin du dégivrage."),
            ("h1", "Conclusion"),
            ("p", "La configuration D4 atteint les quatre cibles : COP de 2,2 à -25 °C, dégivrage de 5,2 min, "
                  "baisse d'eau de 2,1 °C, aucune glace après 10 cycles, même dans la condition humide. Le volume "
                  "de stockage est le paramètre critique; 80 L est le minimum pour la TB-12. Un prototype de "
                  "précommercialisation sera installé chez un client cet hiver."),
        ])),
        ("journal_banc_climatique.txt", text("""
Thermo-Boréal - banc climatique no 2 - projet DG-CO2 (dégivrage de la TB-12)
Notes de Nathalie Bergeron, technologue

Lundi on a démarré D1, c.-à-d. le 2025-10-06, chambre à -25 °C / 70 % HR, minuterie aux 45 min comme en production. Chaque dégivrage dure autour de 11 min pis l'eau d'alimentation descend de 7 ou 8 degrés. Au 4e cycle, pont de glace entre le bas de l'évaporateur et le bac : l'eau de fonte regèle avant de sortir par le drain.
Pour D2, j'ai installé le 14/10/2025 le câble chauffant de 300 W dans le bac d'égouttement. Plus de glace dans le bac, mais le dégivrage est pas vraiment plus court, pis le câble mange de l'électricité.
Olivier veut arrêter de dégivrer « à l'horloge ». Depuis le 21 octobre on a un capteur de pression différentielle d'air sur l'évaporateur (D3) : à -25 °C on passe de 32 à 19 dégivrages par jour. MAIS à -8 °C / 90 % HR (le pire pour le givre), la pression monte trop tard, l'évaporateur est bouché avant que le dégivrage parte. Le capteur seul est pas fiable.
Toute la semaine du 27 oct. : plomberie du réservoir tampon de 80 L, avec un serpentin sur le refroidisseur de gaz. L'idée : on stocke de la chaleur pendant que ça chauffe, pis on la renvoie à l'évaporateur pendant le dégivrage au lieu de voler la chaleur de la maison. On ajoute une sonde de température d'ailette en plus de la pression différentielle.
D4 parti le 3 nov. à 8 h : ça marche, les dégivrages durent à peu près 5 min pis l'eau bouge presque pas. 10 cycles de suite sans glace dans le bac, même à -8 °C / 90 % HR.
On a essayé le mercredi 12 novembre le D5, même montage avec un réservoir de 40 L pour sauver de la place dans le cabinet. Le réservoir se vide avant la fin du dégivrage : ça s'allonge pis l'eau redescend.
Rapport final rédigé par Olivier, daté du 28 novembre.
""")),
        ("courriel_resume_direction.txt", text("""
De : Nathalie Bergeron <nbergeron@thermo-boreal.example>
Envoyé : 5 décembre 2025 16:40
À : Marc-André Lemieux (président); Julie Pelletier (production)
Cc : Olivier Gauthier
Objet : DG-CO2 - où on en est avec le dégivrage

Salut Marc-André, salut Julie,

Petit résumé du projet dégivrage avant le comité de jeudi :
- Au CO2 à -25 °C, notre dégivrage actuel par gaz chauds à la minuterie prend 11 min et refroidit l'eau de 7,5 °C. Le câble chauffant dans le bac règle le pont de glace mais nous coûte du COP.
- Le dégivrage sur demande par pression différentielle seulement manque son coup quand c'est humide (-8 °C / 90 % HR).
- La version retenue (D4) : réservoir tampon de 80 L chargé par le refroidisseur de gaz + détection par pression différentielle ET température d'ailette. Dégivrage de 5,2 min, eau qui baisse de 2,1 °C seulement, COP de 2,2 à -25 °C. Les quatre cibles sont atteintes.
- Un réservoir de 40 L est trop petit pour la TB-12.
Prochaine étape : le prototype de précommercialisation chez un client de Victoriaville cet hiver. Le rapport d'Olivier est sur le serveur.

Nathalie
""")),
        ("offre_emploi_frigoriste.txt", text("""
OFFRE D'EMPLOI - Thermo-Boréal inc., Drummondville
Poste : frigoriste, service après-vente (temps plein, permanent)

Tu aimes le monde pis les défis techniques? Viens travailler avec nous!

Ce qu'on offre :
- Salaire concurrentiel selon l'expérience
- Horaire de jour, 40 h par semaine
- Camion de service fourni
- Programme d'aide aux employés
- Formation payée par l'entreprise

Exigences : DEP en réfrigération, certificat de qualification valide, permis de conduire classe 5.
Envoie ton CV à emplois@thermo-boreal.example - seules les personnes retenues seront contactées.
""")),
    ],
)


# ---------------------------------------------------------------------------
# T03 localisation de fuites d'aqueduc sur conduites en PVC par corrélation acoustique (logiciel, Sherbrooke) -
#     contrat de licence en bruit; journal de dev .md (« lun. 14 oct. », « lun. 9 déc. », année dans l'en-tête),
#     CSV des résultats terrain (le taux de détection retenu n'est que dans le CSV), fil de courriels avec la Ville
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_fuites_aqueduc_correlation_pvc",
        "question": "Peux-tu me faire les lignes 242, 244 et 246 pour AquaCorr sur le PVC? T'as le journal R-D, le CSV des résultats terrain, les courriels avec la Ville pis le contrat de licence.",
        "facts": {
            "242": [["au plus 1,5 m"], ["au moins 80 %"], ["conduites en PVC"], ["vitesse de propagation"]],
            "244": [["GCC-PHAT"], ["tap test"], ["fenêtre nocturne"], ["spectrogrammes"]],
            "246": [["1,2 m"], ["86 %"], ["ne transfèrent pas"], ["365 et 455 m/s", "365 à 455 m/s"]],
        },
        "dates": ["2024-09-30", "2024-10-14", "2024-10-23", "2024-11-04", "2024-11-14", "2024-11-25", "2024-12-09",
                  "2024-12-18"],
        "noise": ["Durée de l'entente", "Frais d'abonnement annuels", "Clause de résiliation", "Droit applicable"],
        "bindings": [
            {"value": "6,8 m", "subject": "V1", "others": ["V4", "V3"]},
            {"value": "3,9 m", "subject": "V2", "others": ["V4", "V3"]},
            {"value": "7 sur 7", "subject": "V5", "others": ["V4", "V3"]},
        ],
    },
    [
        ("journal_dev_aquacorr.md", text("""
# Journal R-D - AquaCorr, localisation de fuites sur conduites en PVC
Hydrosonic Analytique inc., Sherbrooke - secteur pilote de Val-des-Cèdres, automne 2024
Dev : Jérémie Fortin (traitement de signal), Awa Diallo (apprentissage machine). Terrain : Francis Roy.

## Contexte
AquaCorr corrèle le bruit de fuite capté par deux hydrophones posés sur des bornes d'incendie pour trouver où est la fuite entre les deux. Sur la fonte grise ça marche bien : le son voyage vite pis loin. Sur les conduites en PVC de 200 mm (70 % du réseau de Val-des-Cèdres), le son s'atténue vite, il reste juste des basses fréquences, et la vitesse de propagation dépend du diamètre, de l'épaisseur de paroi pis de la température de l'eau. Les tables du fabricant des capteurs donnent 480 m/s, mais personne sait de combien la vraie vitesse varie d'un tronçon à l'autre. Chaque erreur sur la vitesse devient une erreur de position.
Ce que la Ville veut : localiser à au plus 1,5 m (sinon on creuse deux trous), détecter au moins 80 % des fuites, pas plus de 2 fausses alarmes par semaine sur le secteur pilote (14 km).
Banc terrain : 7 fuites simulées avec les cols bleus (robinets de purge ouverts de 0,3 à 1,5 L/s) à des positions connues, tronçons de 60 à 180 m entre les capteurs.

## Entrées
- lun. 14 oct. - V1 = la version actuelle : corrélation croisée classique, vitesse tabulée de 480 m/s. Les pics de corrélation sont larges pis mous. On se trompe de plusieurs mètres à chaque fois.
- mer. 23 oct. - V2 : pondération GCC-PHAT (on blanchit le spectre avant de corréler) + filtre passe-bande de 20 à 300 Hz. Les pics sont ben plus pointus, l'erreur baisse, mais on échappe des fuites : le trafic de la 112 noie les petites fuites le jour.
- lun. 4 nov. - V3 : on mesure la vitesse sur place avec un tap test. Francis frappe la borne au marteau, les deux capteurs chronomètrent le coup pis on sort la vraie vitesse du tronçon. On trouve entre 365 et 455 m/s selon les tronçons, ben loin du 480 des tables! Avec la vitesse mesurée, erreur moyenne de 1,2 m.
- jeu. 14 nov. - V4 : V3 + écoute seulement dans la fenêtre nocturne (2 h à 4 h du matin), pis on rejette les enregistrements où la cohérence entre les deux capteurs est faible (camions, pompes de puisard). Roulé une semaine complète sur les 14 km. Résultats dans resultats_terrain_aquacorr.csv.
- lun. 25 nov. - V5 : Awa a essayé un classifieur CNN sur spectrogrammes, entraîné sur nos 3 ans de données de fonte, pour remplacer le seuil de détection. Désastre : les spectrogrammes du PVC ressemblent pas pantoute à ceux de la fonte, le modèle voit des fuites partout. Les données de fonte ne transfèrent pas au PVC. On garde le seuil de cohérence.
- lun. 9 déc. - présentation aux ingénieurs de la Ville. Ils veulent étendre AquaCorr à tout le réseau au printemps.
""")),
        ("resultats_terrain_aquacorr.csv", text("""
variante;date_debut;methode;vitesse_utilisee;erreur_moy_localisation;fuites_detectees;taux_detection;fausses_alarmes_par_semaine;verdict
V1;2024-10-14;corrélation croisée classique;480 m/s (table);6,8 m;5 sur 7;71 %;4;non conforme - localisation
V2;2024-10-23;GCC-PHAT 20-300 Hz;480 m/s (table);3,9 m;4 sur 7;57 %;6;non conforme - localisation et détection
V3;2024-11-04;GCC-PHAT + tap test;mesurée 365 à 455 m/s;1,2 m;4 sur 7;57 %;6;non conforme - détection
V4;2024-11-14;GCC-PHAT + tap test + écoute 2 h-4 h + seuil de cohérence;mesurée 365 à 455 m/s;1,2 m;6 sur 7;86 %;1;conforme
V5;2024-11-25;V4 + classifieur CNN (entraîné sur fonte);mesurée 365 à 455 m/s;1,3 m;7 sur 7;100 %;23;non conforme - fausses alarmes
""")),
        ("courriels_ville_val-des-cedres.txt", text("""
De : Sophie Lavoie, ing. <slavoie@valdescedres.example>
Date : 2024-09-30 11:02
À : Jérémie Fortin
Objet : Projet pilote AquaCorr - secteur PVC

Bonjour Jérémie,
Comme discuté, voici ce qu'on attend du pilote sur le secteur nord :
- localisation à au plus 1,5 m de la fuite réelle (nos équipes creusent une seule fois)
- au moins 80 % des fuites simulées trouvées
- 2 fausses alarmes par semaine, max, sinon les gars vont arrêter de regarder les alertes
Les cols bleus peuvent ouvrir des purges aux endroits que vous voulez, le mardi et le jeudi.
Sophie Lavoie, ing., Service des travaux publics

-----
De : Jérémie Fortin <jfortin@hydrosonic.example>
Date : 18 décembre 2024 09:47
À : Sophie Lavoie
Objet : RE: Projet pilote AquaCorr - résumé de l'automne

Bonjour Sophie,
Résumé pour votre dossier, après la présentation du 9 décembre :
- Le problème principal sur le PVC, c'était la vitesse du son : on la mesure maintenant sur chaque tronçon avec un tap test (365 à 455 m/s au lieu des 480 m/s des tables). L'erreur de localisation moyenne est passée à 1,2 m.
- L'écoute limitée à la fenêtre nocturne pis le seuil de cohérence ont réglé le trafic : 6 fuites sur 7 trouvées, une seule fausse alarme dans la semaine.
- On a essayé un modèle d'apprentissage entraîné sur des données de fonte : il ne fonctionne pas sur le PVC, on l'a retiré.
Bonne fin d'année à toute l'équipe!
Jérémie
""")),
        ("contrat_licence_val-des-cedres.txt", text("""
CONTRAT DE LICENCE ET DE SERVICE - LOGICIEL AQUACORR
Entre : Hydrosonic Analytique inc. (« le Fournisseur ») et la Ville de Val-des-Cèdres (« la Ville »)

1. Objet : licence d'utilisation du logiciel AquaCorr pour le réseau d'aqueduc de la Ville et soutien technique.
2. Durée de l'entente : 36 mois à compter de la signature, renouvelable par avis écrit.
3. Frais d'abonnement annuels : 18 500 $ plus taxes, payables en début d'année contractuelle.
4. Clause de résiliation : chacune des parties peut résilier l'entente avec un préavis écrit de 90 jours.
5. Propriété intellectuelle : le logiciel et ses mises à jour demeurent la propriété du Fournisseur.
6. Droit applicable : lois de la province de Québec, district judiciaire de Saint-François.

Signé à Sherbrooke, le ____________________
Pour le Fournisseur : ____________________   Pour la Ville : ____________________
""")),
    ],
)

# ---------------------------------------------------------------------------
# T04 plancher d'ingénierie en érable qui tuile sur plancher chauffant (bois, Victoriaville) - texte promotionnel
#     en bruit; cahier d'atelier .txt aux dates jj/mm/aaaa, classeur XLSX (sommaire + suivi par cycle), rapport DOCX
#     (Objectifs, Méthode, Résultats, Conclusion)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_plancher_bois_radiant_tuilage",
        "question": "J'aurais besoin des lignes 242, 244 et 246 pour le projet PR-25, le plancher d'ingénierie sur plancher chauffant. Je t'envoie le cahier d'atelier de Guillaume, le fichier Excel des cycles, son rapport pis le texte promo de la nouvelle collection.",
        "facts": {
            "242": [["au plus 0,25 mm"], ["au plus 0,5 mm"], ["aucune délamination"], ["20 % HR"]],
            "244": [["contre-parement"], ["colle polyuréthane"], ["séchée à 5 %"], ["âme HDF"]],
            "246": [["0,21 mm"], ["0,4 mm"], ["gonflement des rives"], ["colle PVAc ramollit"]],
        },
        "dates": ["2025-04-17", "2025-04-24", "2025-05-01", "2025-05-08", "2025-05-15", "2025-06-17", "2025-06-27"],
        "noise": ["Offert en 7 teintes", "Garantie résidentielle de 25 ans", "Demandez à votre détaillant",
                  "boîte échantillon gratuite"],
        "bindings": [
            {"value": "0,62 mm", "subject": "B1", "others": ["B4", "B3"]},
            {"value": "0,31 mm", "subject": "B2", "others": ["B4", "B3"]},
            {"value": "0,9 mm", "subject": "B5", "others": ["B4", "B3"]},
        ],
    },
    [
        ("cahier_atelier_PR-25.txt", text("""
PLANCHERS NADEAU & FILS INC. - Victoriaville
Cahier d'atelier - projet PR-25 : plancher d'ingénierie qui reste droit sur plancher chauffant
Tenu par Guillaume Nadeau (R-D et contrôle qualité). Mesures : Mélanie Houle, technicienne en transformation du bois.

Le problème : de plus en plus de condos neufs ont un plancher chauffant hydronique dans la dalle. L'hiver, la surface de la dalle monte à 29 °C pis l'air de la pièce tombe à 20 % HR. Notre plancher d'ingénierie en érable (couche d'usure 4 mm, âme de contreplaqué de bouleau 9 plis) se met à tuiler (les rives remontent) et les joints ouvrent entre les lames. Deux entrepreneurs nous ont retourné des commandes complètes cet hiver.
Les fabricants donnent des règles d'installation (température max de la dalle), mais personne dit comment bâtir la lame pour qu'elle reste droite quand le dessous est chaud et sec. L'érable bouge plus que le chêne, pis on veut garder une couche d'usure qui se resable.
Cibles : tuilage d'au plus 0,25 mm, ouverture des joints d'au plus 0,5 mm, aucune délamination après 10 cycles, couche d'usure d'au moins 3 mm.
Banc : chambre de conditionnement + plaque chauffante à 29 °C sous un panneau de 1,2 m x 1,2 m (lames collées à la dalle d'essai). Un cycle = 48 h « hiver » (29 °C dessous, 20 % HR) puis 48 h « été » (22 °C, 70 % HR). Mesures au comparateur sur 6 lames.

17/04/2025 - B1 (produit actuel) sur le banc. Après 3 cycles : tuilage de 0,62 mm pour B1, joints ouverts de 1,1 mm. Ça confirme les plaintes.
24/04/2025 - B2 : couche d'usure amincie à 2 mm. Le tuilage de B2 baisse à 0,31 mm mais reste au-dessus de la cible, pis 2 mm ça se resable une fois, pas plus. Les clients vont chialer. Rejeté.
01/05/2025 - B3 : on garde 4 mm et on ajoute un contre-parement d'érable de 1,5 mm au dos pour balancer la lame. Colle PVAc comme d'habitude. Tuilage 0,18 mm, super. MAIS au 6e cycle la couche d'usure délamine sur 2 lames : à 29 °C en continu, la colle PVAc ramollit et flue.
08/05/2025 - B4 : comme B3 mais colle polyuréthane (PUR) et couche d'usure séchée à 5 % au lieu de 7 % avant le collage. Part pour 10 cycles complets.
15/05/2025 - B5 en parallèle : recette B4 sur une âme HDF au lieu du contreplaqué (ça coûterait 3 $/pi² de moins). Au premier cycle « été » à 70 % HR, gonflement des rives : les rainures gonflent pis les joints forcent.
17/06/2025 - fin des 10 cycles de B4. Aucune délamination, lames droites. Les chiffres sont dans le fichier Excel.
""")),
        ("essais_cycles_PR-25.xlsx", xlsx([
            ("sommaire", [
                ["essai", "date_debut", "couche_usure_mm", "contre_parement", "colle", "ame",
                 "humidite_sechage_pct", "cycles_faits", "tuilage_max_mm", "joint_max_mm", "delamination",
                 "remarque"],
                ["B1", D("2025-04-17"), 4, "non", "PVAc", "contreplaqué bouleau 9 plis", 7, 3, 0.62, 1.1, "non",
                 "produit actuel"],
                ["B2", D("2025-04-24"), 2, "non", "PVAc", "contreplaqué bouleau 9 plis", 7, 3, 0.31, 0.6, "non",
                 "couche d'usure trop mince"],
                ["B3", D("2025-05-01"), 4, "érable 1,5 mm", "PVAc", "contreplaqué bouleau 9 plis", 7, 6, 0.18, 0.4,
                 "oui, 2 lames au 6e cycle", "fluage de la colle"],
                ["B4", D("2025-05-08"), 4, "érable 1,5 mm", "polyuréthane", "contreplaqué bouleau 9 plis", 5, 10,
                 0.21, 0.4, "non", "conforme"],
                ["B5", D("2025-05-15"), 4, "érable 1,5 mm", "polyuréthane", "HDF", 5, 1, 0.24, 0.9, "non",
                 "gonflement des rives à 70 % HR"],
            ]),
            ("B4_par_cycle", [
                ["cycle", "tuilage_fin_hiver_mm", "joint_fin_hiver_mm", "tuilage_fin_ete_mm", "delamination"],
                [1, 0.12, 0.2, 0.05, "non"],
                [2, 0.15, 0.3, 0.06, "non"],
                [3, 0.17, 0.3, 0.06, "non"],
                [4, 0.18, 0.3, 0.07, "non"],
                [5, 0.19, 0.4, 0.07, "non"],
                [6, 0.19, 0.4, 0.08, "non"],
                [7, 0.20, 0.4, 0.08, "non"],
                [8, 0.21, 0.4, 0.08, "non"],
                [9, 0.21, 0.4, 0.09, "non"],
                [10, 0.21, 0.4, 0.09, "non"],
            ]),
        ])),
        ("rapport_PR-25_plancher_radiant.docx", docx([
            ("title", "Projet PR-25 - plancher d'ingénierie en érable sur plancher chauffant"),
            ("p", "Planchers Nadeau & Fils inc., Victoriaville. Rapport de Guillaume Nadeau, le 27 juin 2025."),
            ("h1", "Objectifs"),
            ("p", "Concevoir une lame d'érable d'ingénierie qui reste stable posée sur une dalle chauffante "
                  "(surface à 29 °C, air à 20 % HR l'hiver) : tuilage d'au plus 0,25 mm, ouverture des joints "
                  "d'au plus 0,5 mm, aucune délamination après 10 cycles hiver-été, tout en gardant une couche "
                  "d'usure d'au moins 3 mm qui peut être resablée. Les guides d'installation existants ne disent "
                  "rien sur la construction de la lame elle-même dans ces conditions."),
            ("h1", "Méthode"),
            ("p", "Panneaux de 1,2 m x 1,2 m collés sur une dalle d'essai chauffée à 29 °C dans une chambre de "
                  "conditionnement. Cycle de 48 h à 20 % HR avec chauffage, puis 48 h à 22 °C et 70 % HR. Tuilage "
                  "et joints mesurés au comparateur sur 6 lames à la fin de chaque demi-cycle; délamination "
                  "vérifiée au couteau et par son creux."),
            ("b", "B1 - produit actuel : couche d'usure 4 mm, contreplaqué de bouleau, colle PVAc"),
            ("b", "B2 - couche d'usure amincie à 2 mm"),
            ("b", "B3 - couche d'usure 4 mm + contre-parement d'érable de 1,5 mm au dos, colle PVAc"),
            ("b", "B4 - B3 avec colle polyuréthane et couche d'usure séchée à 5 % avant collage"),
            ("b", "B5 - B4 sur âme HDF"),
            ("h1", "Résultats"),
            ("b", "B1 : tuilage de 0,62 mm et joints de 1,1 mm après 3 cycles."),
            ("b", "B2 : tuilage de 0,31 mm; couche d'usure trop mince pour plus d'un resablage."),
            ("b", "B3 : tuilage de 0,18 mm, mais délamination de la couche d'usure au 6e cycle; à 29 °C en "
                  "continu, la colle PVAc ramollit et flue."),
            ("b", "B4 : après 10 cycles, tuilage de 0,21 mm, joints de 0,4 mm, aucune délamination."),
            ("b", "B5 : joints de 0,9 mm dès le premier cycle été, gonflement des rives de l'âme HDF."),
            ("h1", "Conclusion"),
            ("p", "L'équilibre de la lame (contre-parement de même essence au dos) règle le tuilage sans sacrifier "
                  "la couche d'usure, mais seulement avec une colle qui ne flue pas à la chaleur et un bois sec à "
                  "5 %, proche de l'équilibre hivernal. L'âme HDF est écartée. La construction B4 entre en "
                  "production pour la gamme « radiant » à l'automne."),
        ])),
        ("texte_promo_collection_heritage.txt", text("""
COLLECTION HÉRITAGE 2026 - Planchers Nadeau & Fils

Le charme de l'érable d'ici, la stabilité d'un plancher d'ingénierie.
Offert en 7 teintes, de Crème d'automne à Noyer fumé, en largeurs de 5 et 7 po.
Un fini huilé-UV qui résiste aux griffes de pitou et aux bottes d'hiver.
Garantie résidentielle de 25 ans sur le fini.
Fabriqué à Victoriaville par une entreprise familiale depuis 1978.
Demandez à votre détaillant votre boîte échantillon gratuite!
""")),
    ],
)


# ---------------------------------------------------------------------------
# T05 hivernage intérieur des ruches sous CO2 élevé contre le varroa (apiculture, Lac-Saint-Jean) - soumission de
#     déshumidificateurs en bruit; l'année n'est écrite qu'une fois dans tout le cas (en-tête du carnet : « lun.
#     13 janv. », « mar. 4 mars »...), CSV des salles sans dates
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_ruches_hivernage_co2",
        "question": "Peux-tu me rédiger les lignes 242, 244 et 246 pour notre essai d'hivernage au CO2? J'ai juste le carnet de Dominique, le fichier des salles pis la soumission pour les déshumidificateurs.",
        "facts": {
            "242": [["au plus 15 %"], ["au plus 12 kg"], ["moins de 2 varroas"], ["CO2 élevé"]],
            "244": [["3 000 ppm"], ["8 000 ppm"], ["dessiccant"], ["15 000 ppm"]],
            "246": [["mortalité de 12 %"], ["1,6 varroa"], ["10,8 kg"], ["s'agitent"]],
        },
        "dates": ["2025-01-13", "2025-01-24", "2025-02-10", "2025-03-04", "2025-03-24", "2025-04-09", "2025-04-25"],
        "noise": ["Main-d'œuvre incluse", "Acompte de 30 % à la signature", "Soumission valide 30 jours",
                  "Taxes en sus"],
        "bindings": [
            {"value": "31 %", "subject": "salle 1", "others": ["salle 4", "salle 3"]},
            {"value": "22 %", "subject": "salle 3", "others": ["salle 4", "salle 2"]},
            {"value": "16 kg", "subject": "salle 5", "others": ["salle 4", "salle 3"]},
        ],
    },
    [
        ("carnet_hivernage_batiment1.txt", text("""
LES RUCHERS GAGNON-TREMBLAY INC. - Saint-Félicien (Lac-Saint-Jean)
Carnet d'hivernage - bâtiment no 1 - janvier à avril 2025
Tenu par Dominique Gagnon, apiculteur. Suivi sanitaire : Isabelle Morin, technologiste agricole (IM).

Pourquoi : on hiverne 1 100 ruches dans le bâtiment, 4 salles pareilles. La ventilation marche au thermostat (4 °C). L'an passé on a perdu 34 % des ruches pendant l'hiver : humidité, moisissure, pis surtout le varroa qui repart au printemps.
Des chercheurs ont vu que le CO2 élevé dans un bâtiment d'hivernage fait décrocher les varroas, mais personne a de données pour notre climat (-35 °C dehors en janvier), ni sur la concentration que les abeilles endurent sans se mettre à manger leurs réserves. Pis plus on ferme la ventilation pour monter le CO2, plus l'humidité monte : on sait pas si on peut avoir les deux.
Cibles : mortalité hivernale d'au plus 15 %, consommation de réserves d'au plus 12 kg par ruche, moins de 2 varroas par 100 abeilles à la sortie, pas de moisissure sur les cadres.
Montage (ruches rentrées début novembre) : salle 1 = témoin, ventilation au thermostat. Salle 2 = ventilation commandée par sonde de CO2, consigne 3 000 ppm. Salle 3 = consigne 8 000 ppm. Salle 4 = 8 000 ppm + déshumidificateur à dessiccant réglé à 60 % HR. Petite salle 5 (24 ruches) à 15 000 ppm pour trouver la limite. 24 ruches pesées par salle.

lun. 13 janv. - Sondes CO2 recalibrées. Salle 3 : HR à 84 %, des gouttes au plafond. Salle 1 : HR qui varie de 55 à 80 % selon les redoux.
ven. 24 janv. - Salle 5 : les abeilles sont agitées, ça bourdonne fort, plusieurs ruches avec des abeilles sur la planche d'envol en plein hiver. IM : on continue pour les données mais c'est pas bon signe.
lun. 10 févr. - Chute de varroas sur les cartons collants (48 h) : ben plus dans les salles 3, 4 et 5 que dans la 1 et la 2. Le CO2 fait bel et bien tomber les varroas.
mar. 4 mars - Salle 3 : moisissure sur les cadres de côté dans 11 des 24 ruches pesées. L'humidité à 85 % fait pas de cadeau.
lun. 24 mars - Pesée de mi-parcours. La salle 5 a déjà mangé plus que les autres.
mer. 9 avr. - Sortie des ruches au rucher. Décompte des mortes pis pesée finale.
ven. 25 avr. - Évaluation printanière : lavage à l'alcool (300 abeilles) sur 24 ruches par salle. Résultats dans releves_salles_hivernage.csv.

Bilan (IM et moi) : la salle 4 est la seule qui passe partout, avec une mortalité de 12 %, 1,6 varroa par 100 abeilles et 10,8 kg de réserves mangées. Le CO2 élevé fait tomber le varroa, mais sans déshumidificateur l'humidité amène de la moisissure pis des pertes. À 15 000 ppm les abeilles s'agitent pis mangent trop. L'hiver prochain, les 4 salles passent à 8 000 ppm avec déshumidificateur.
""")),
        ("releves_salles_hivernage.csv", text("""
salle;consigne_CO2;commande_ventilation;deshumidification;nb_ruches;HR_moyenne;mortalite_hivernale;conso_reserves_moy;varroas_par_100_abeilles;moisissure;commentaire
salle 1;aucune;thermostat 4 °C;non;270;68 %;31 %;11,9 kg;4,6;non;témoin
salle 2;3 000 ppm;sonde CO2;non;270;63 %;19 %;11,2 kg;3,8;non;varroa trop haut
salle 3;8 000 ppm;sonde CO2;non;270;85 %;22 %;12,4 kg;1,4;oui, 11 ruches sur 24;moisissure sur les cadres
salle 4;8 000 ppm;sonde CO2;dessiccant, 60 % HR;270;61 %;12 %;10,8 kg;1,6;non;conforme
salle 5;15 000 ppm;sonde CO2;dessiccant, 60 % HR;24;64 %;27 %;16 kg;1,1;non;abeilles agitées
""")),
        ("soumission_deshumidificateurs.txt", text("""
VENTILATION SAGUENAY-LAC INC. - Roberval
SOUMISSION S-4471

Client : Les Ruchers Gagnon-Tremblay inc., Saint-Félicien
Projet : déshumidification des salles 1 à 3 du bâtiment d'hivernage

3 déshumidificateurs à dessiccant 450 pi³/min, installés ............ 41 700,00 $
Conduits, registres et contrôles .................................... 8 950,00 $
Main-d'œuvre incluse (2 techniciens, 4 jours)
Acompte de 30 % à la signature, solde à la mise en service
Soumission valide 30 jours
Taxes en sus

Merci de votre confiance! - Steeve Bouchard, estimateur
""")),
    ],
)

# ---------------------------------------------------------------------------
# T06 galvanisation à chaud d'aciers réactifs au silicium (traitement de surface, Montréal-Est) - pas de bruit;
#     journal de cuve .txt (« 3 mars 2025 »), CSV des épaisseurs jj/mm/aaaa, rapport de coupes métallographiques
#     PDF avec tableau
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_galvanisation_acier_reactif",
        "question": "Peux-tu rédiger les lignes 242, 244 et 246 pour notre projet sur les aciers réactifs? J'ai le journal de la cuve de Richard, le fichier des épaisseurs pis le rapport de coupes de Métallo-Tests.",
        "facts": {
            "242": [["85 et 150 µm"], ["effet Sandelin"], ["0,18 % de silicium"], ["test du marteau"]],
            "244": [["0,05 % de nickel"], ["435 °C"], ["0,1 % de bismuth"], ["immersion de 3 min"]],
            "246": [["146 µm"], ["mattes"], ["coulures"], ["112 µm"]],
        },
        "dates": ["2025-03-03", "2025-03-10", "2025-03-17", "2025-03-24", "2025-03-31", "2025-04-11", "2025-04-14"],
        "noise": [],
        "bindings": [
            {"value": "268 µm", "subject": "G1", "others": ["G4", "G3"]},
            {"value": "214 µm", "subject": "G2", "others": ["G4", "G3"]},
            {"value": "187 µm", "subject": "G3", "others": ["G4", "G2"]},
        ],
    },
    [
        ("journal_cuve_aciers_reactifs.txt", text("""
GALVANO-EST INC. - Montréal-Est
Journal de la cuve no 1 - projet « aciers réactifs »
Tenu par Richard Beaulieu, contremaître de la cuve. Analyses : Catherine Ouellet, chimiste.

Le problème : de plus en plus de nos clients en charpente nous envoient des poutres et des plaques à 0,04-0,08 % de silicium (la plage Sandelin) ou à 0,18 % de silicium (des aciers plus récents). Dans notre bain standard ces aciers réagissent trop : le revêtement sort gris mat, trop épais (250 µm et plus), pis il écaille à la manutention. C'est l'effet Sandelin. On refait des pièces à nos frais pis on brûle du zinc.
Le truc connu, c'est d'ajouter du nickel au bain, mais c'est documenté pour la plage Sandelin seulement. Pour l'acier à 0,18 % de silicium, les fournisseurs d'alliages disent que le nickel aide « un peu ». On savait pas quelle combinaison de nickel, de bismuth, de température de bain pis de temps d'immersion ramènerait les deux aciers dans la norme sans trop amincir l'acier ordinaire ni faire trop de mattes au fond de la cuve.
Cibles : épaisseur entre 85 et 150 µm sur les deux aciers réactifs (et au moins 85 µm sur l'acier ordinaire, CSA G164), revêtement qui tient au test du marteau (ASTM A123), aspect brillant uniforme, mattes pas plus de 10 % au-dessus d'aujourd'hui.
Coupons : acier A (0,05 % Si), acier B (0,18 % Si), acier R (0,01 % Si, notre acier « normal »), 100 x 150 x 10 mm, 3 de chaque par essai. Épaisseur à la jauge magnétique, 10 lectures par coupon.

3 mars 2025 - G1, bain actuel à 450 °C, 6 min. L'acier A sort gris mat, 268 µm, écaille au test du marteau. B aussi gris, 221 µm. R correct.
10 mars 2025 - G2 : Catherine a ajouté 0,05 % de nickel dans le bain (alliage maître Zn-Ni). L'acier A devient brillant, 132 µm, il passe. L'acier B reste gris et épais, 214 µm. Le nickel règle la plage Sandelin, pas le 0,18 %.
17 mars 2025 - G3 : nickel à 0,05 % + bain baissé à 435 °C. B descend à 187 µm, encore trop, pis le zinc draine mal à cette température : coulures et pointes au bas des coupons, faudrait tout meuler.
24 mars 2025 - G4 : nickel à 0,05 % + 0,1 % de bismuth (le bain coule mieux) + bain à 445 °C + immersion de 3 min au lieu de 6. A : 112 µm, brillant. B : 146 µm. R : 88 µm, au-dessus du minimum. Tout passe le marteau.
31 mars 2025 - G5 : comme G4 mais nickel monté à 0,08 % pour voir si B descend encore. B gagne juste 7 µm, mais les mattes au fond de la cuve augmentent de 45 % en une semaine. Au-dessus de 0,06 % de nickel, le fer dissous fait des mattes avec le nickel. On redescend à 0,05 %.
11 avril 2025 - rapport de coupes de Métallo-Tests reçu (G1 et G4).

Bilan, 14 avril 2025 : le nickel seul règle juste la plage Sandelin. Pour l'acier à 0,18 % de silicium, c'est le temps d'immersion court qui fait la différence, et le bismuth permet de drainer sans coulures. Baisser le bain à 435 °C tout court, ça fait des coulures. Trop de nickel fait des mattes. Recette G4 en production à partir de la semaine prochaine, avec pesée des mattes chaque semaine.
""")),
        ("epaisseurs_revetement_2025.csv", text("""
essai;date;nickel_bain;bismuth_bain;temp_bain;immersion_min;acier;Si_acier;epaisseur_moy;aspect;test_marteau
G1;03/03/2025;0,00 %;0,00 %;450 °C;6;A;0,05 %;268 µm;gris mat;écaille
G1;03/03/2025;0,00 %;0,00 %;450 °C;6;B;0,18 %;221 µm;gris mat;écaille
G1;03/03/2025;0,00 %;0,00 %;450 °C;6;R;0,01 %;97 µm;brillant;OK
G2;10/03/2025;0,05 %;0,00 %;450 °C;6;A;0,05 %;132 µm;brillant;OK
G2;10/03/2025;0,05 %;0,00 %;450 °C;6;B;0,18 %;214 µm;gris mat;écaille
G2;10/03/2025;0,05 %;0,00 %;450 °C;6;R;0,01 %;95 µm;brillant;OK
G3;17/03/2025;0,05 %;0,00 %;435 °C;6;A;0,05 %;118 µm;coulures;OK
G3;17/03/2025;0,05 %;0,00 %;435 °C;6;B;0,18 %;187 µm;coulures;OK
G3;17/03/2025;0,05 %;0,00 %;435 °C;6;R;0,01 %;91 µm;coulures;OK
G4;24/03/2025;0,05 %;0,10 %;445 °C;3;A;0,05 %;112 µm;brillant;OK
G4;24/03/2025;0,05 %;0,10 %;445 °C;3;B;0,18 %;146 µm;brillant;OK
G4;24/03/2025;0,05 %;0,10 %;445 °C;3;R;0,01 %;88 µm;brillant;OK
G5;31/03/2025;0,08 %;0,10 %;445 °C;3;A;0,05 %;109 µm;brillant;OK
G5;31/03/2025;0,08 %;0,10 %;445 °C;3;B;0,18 %;139 µm;brillant;OK
G5;31/03/2025;0,08 %;0,10 %;445 °C;3;R;0,01 %;87 µm;brillant;OK
""")),
        ("rapport_MT-2025-041_coupes.pdf", pdf([
            ("title", "Rapport d'essai MT-2025-041"),
            ("p", "Examen métallographique de revêtements galvanisés à chaud. Métallo-Tests inc., Boucherville. "
                  "Client : Galvano-Est inc., Montréal-Est. Date du rapport : 11 avril 2025."),
            ("h1", "Échantillons et méthode"),
            ("p", "Coupons d'acier A (0,05 % Si) et B (0,18 % Si) des essais G1 (galvanisés le 2025-03-03) et G4 "
                  "(galvanisés le 2025-03-24). Coupe transversale, polissage jusqu'à 1 µm, attaque au nital 2 %, "
                  "microscope optique à 500x. Épaisseur des couches mesurée sur 5 champs par coupe."),
            ("table", [
                ["Coupon", "Si de l'acier", "Épaisseur totale", "Couche zêta", "Couche êta (zinc pur)",
                 "Observation"],
                ["A-G1", "0,05 %", "271 µm", "230 µm, désorganisée", "absente",
                 "croissance linéaire typique de l'effet Sandelin"],
                ["B-G1", "0,18 %", "224 µm", "175 µm", "15 µm", "aspect gris mat"],
                ["A-G4", "0,05 %", "110 µm", "45 µm, compacte", "35 µm", "structure normale"],
                ["B-G4", "0,18 %", "149 µm", "80 µm", "25 µm", "structure normale, léger excès de zêta"],
            ]),
            ("h1", "Conclusions"),
            ("p", "Les revêtements G1 sur les deux aciers réactifs montrent une couche zêta épaisse et désorganisée "
                  "qui atteint la surface, ce qui explique l'aspect mat et le manque d'adhérence. Les revêtements "
                  "G4 présentent une structure de couches normale avec une couche de zinc pur continue. Les écarts "
                  "d'épaisseur avec les lectures à la jauge magnétique du client restent sous 5 µm."),
        ])),
    ],
)


# ---------------------------------------------------------------------------
# T07 pieux vissés qui remontent au gel dans l'argile silteuse (fondations, Lévis) - bruit dans un fichier du
#     dossier : la section « Offre de services pour la phase 2 » à la fin du rapport PDF du consultant; journal de
#     terrain .md aux dates en milieu de ligne (« vissés le 2024-10-22 », « relevé fait ce matin (27/01/2025) »),
#     classeur XLSX des relevés (vraies dates), rapport daté après les essais
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_pieux_visses_soulevement_gel",
        "question": "Il me faut les lignes 242, 244 et 246 pour l'essai de pieux vissés de l'hiver passé. Voici le journal de terrain de Marie-Ève, le fichier Excel des relevés pis le rapport de Géo-Lévis.",
        "facts": {
            "242": [["au plus 6 mm"], ["au moins 45 kN"], ["adhérence au gel"], ["ligne de gel"]],
            "244": [["manchon PEHD"], ["isolant XPS"], ["pré-forage"], ["deux hélices"]],
            "246": [["soulèvement de 3 mm"], ["62 kN"], ["gaine déchirée"], ["enduit arraché"]],
        },
        "dates": ["2024-10-22", "2024-11-18", "2024-12-16", "2025-01-27", "2025-02-24", "2025-03-31", "2025-05-06",
                  "2025-06-09"],
        "noise": ["Honoraires forfaitaires", "Frais de déplacement inclus", "Conditions de paiement",
                  "Validité de l'offre"],
        "bindings": [
            {"value": "27 mm", "subject": "H1", "others": ["H4", "H3"]},
            {"value": "11 mm", "subject": "H3", "others": ["H4", "H2"]},
            {"value": "18 mm", "subject": "H5", "others": ["H4", "H3"]},
        ],
    },
    [
        ("journal_terrain_pieux.md", text("""
# Journal de terrain - pieux vissés et soulèvement par le gel
Fondations Pieux-Nord inc., Lévis - terrain d'essai de Saint-Lambert-de-Lauzon
Responsable : Marie-Ève Carrier, ing. jr. Installation : Steve Lachance, contremaître.

## Pourquoi
On visse autour de 3 000 pieux par année pour des galeries, des agrandissements pis des chalets. Sur la Rive-Sud, dans l'argile silteuse, on a des rappels chaque printemps : des pieux de 2,4 m, ben sous la ligne de gel (1,8 m), remontent quand même de 15 à 40 mm. Le sol gelé colle à la tige et la tire vers le haut : c'est l'adhérence au gel. Les guides des fabricants parlent de profondeur, pas d'adhérence au gel sur des tiges de 73 mm, pis ce qui marche sur papier (gaines, enduits) doit survivre au vissage dans un sol plein de cailloux.
Cibles (avec notre plus gros client entrepreneur) : soulèvement d'au plus 6 mm sur un hiver, capacité en traction d'au moins 45 kN, au plus 180 $ de plus par pieu.

## Montage
5 configurations x 4 pieux, chargés à 10 kN avec des blocs de béton pour simuler une galerie. Relevés au niveau laser sur une tête de repère, gel mesuré au tube de gel.
- H1 : pieu standard, tige 73 mm, 2,4 m, une hélice de 250 mm
- H2 : H1 + manchon PEHD graissé sur le premier 1,5 m, posé avant le vissage
- H3 : H1 + isolant XPS horizontal de 50 mm, 1,2 m x 1,2 m, enterré à 300 mm
- H4 : tige de 3,6 m à deux hélices, pré-forage de 150 mm sur 1,5 m, manchon PEHD glissé après le vissage, vide rempli de sable
- H5 : H1 + enduit antiadhérent au PTFE sur la tige

## Suivi
Les 20 pieux ont été vissés le 2024-10-22 par l'équipe à Steve. Sur H2, ça grattait en masse : en ressortant les pieux, on a vu la gaine déchirée sur 3 pieux sur 4 à cause des cailloux. Sur H5, l'enduit arraché par le vissage sur le premier mètre, on voit l'acier.
Premier relevé fait le 2024-11-18 : rien ne bouge, le sol est pas encore gelé.
Au relevé du 16 décembre, le gel est rendu à 0,45 m; H1 a déjà monté de 6 mm.
Grosse vague de froid : relevé fait ce matin (27/01/2025), gel à 1,1 m. H1 est à 19 mm.
Pour le relevé du 2025-02-24, le plus gros de l'hiver, gel à 1,35 m. H1 monte à 27 mm. H5 est à 18 mm, l'enduit fait presque rien. H3 à 11 mm : l'isolant aide mais pas assez. H2 à 9 mm en moyenne (le seul pieu avec sa gaine intacte : 3 mm; ceux avec la gaine déchirée : 10 à 13 mm). H4 : soulèvement de 3 mm.
Dégel : au relevé du 2025-03-31, H1 redescend mais pas au complet, il reste 9 mm. Une galerie sur H1 resterait croche.
Essais de traction le 6 mai avec le vérin de 100 kN : H1 lâche à 38 kN, H4 tient jusqu'à 62 kN.
""")),
        ("releves_soulevement_2024-2025.xlsx", xlsx([
            ("soulevement_mm", [
                ["date_releve", "profondeur_gel_m", "H1_mm", "H2_mm", "H3_mm", "H4_mm", "H5_mm", "note"],
                [D("2024-11-18"), 0, 0, 0, 0, 0, 0, "sol pas gelé"],
                [D("2024-12-16"), 0.45, 6, 2, 2, 0, 4, None],
                [D("2025-01-27"), 1.1, 19, 6, 8, 2, 13, "vague de froid"],
                [D("2025-02-24"), 1.35, 27, 9, 11, 3, 18, "maximum de l'hiver"],
                [D("2025-03-31"), 0.3, 9, 4, 3, 0, 6, "dégel, résiduel"],
            ]),
            ("traction", [
                ["configuration", "date_essai", "charge_rupture_kN", "remarque"],
                ["H1", D("2025-05-06"), 38, "sous la cible"],
                ["H2", D("2025-05-06"), 44, "sous la cible"],
                ["H3", D("2025-05-06"), 39, "sous la cible"],
                ["H4", D("2025-05-06"), 62, "conforme"],
                ["H5", D("2025-05-06"), 37, "sous la cible"],
            ]),
        ])),
        ("rapport_GL-24-117_pieux.pdf", pdf([
            ("title", "Rapport GL-24-117 - Pieux vissés et soulèvement par le gel"),
            ("p", "Géo-Lévis Consultants inc., Lévis. Préparé pour Fondations Pieux-Nord inc. par Patrice Dionne, "
                  "ing., géotechnicien. Le 9 juin 2025."),
            ("h1", "Mandat"),
            ("p", "Interpréter les relevés de soulèvement de l'hiver et les essais de traction du printemps sur les "
                  "20 pieux du terrain d'essai de Saint-Lambert-de-Lauzon, et recommander une configuration pour "
                  "les argiles silteuses de la Rive-Sud."),
            ("h1", "Sol"),
            ("p", "Argile silteuse grise d'origine marine, teneur en eau de 38 %, très gélive; nappe à 0,9 m de "
                  "profondeur en novembre. Pénétration maximale du gel : 1,35 m, mesurée le 24 février."),
            ("h1", "Résultats"),
            ("table", [
                ["Configuration", "Soulèvement max", "Résiduel après dégel", "Traction", "Surcoût par pieu",
                 "Constat"],
                ["H1", "27 mm", "9 mm", "38 kN", "0 $", "non conforme"],
                ["H2", "9 mm", "4 mm", "44 kN", "95 $", "non conforme - gaine déchirée au vissage"],
                ["H3", "11 mm", "3 mm", "39 kN", "240 $", "non conforme"],
                ["H4", "3 mm", "0 mm", "62 kN", "165 $", "conforme"],
                ["H5", "18 mm", "6 mm", "37 kN", "60 $", "non conforme - enduit arraché"],
            ]),
            ("h1", "Analyse"),
            ("p", "Le soulèvement des pieux H1, installés sous la ligne de gel, confirme que c'est l'adhérence au "
                  "gel sur la tige, et non la profondeur, qui gouverne dans ce sol. Un manchon ne fonctionne que "
                  "s'il reste intact : posé avant le vissage, il est déchiré par les cailloux. L'isolant réduit la "
                  "pénétration du gel, mais coûte plus que la cible et gêne l'aménagement. Le pré-forage avec "
                  "manchon posé après le vissage, combiné à une seconde hélice ancrée sous la zone gelée, donne un "
                  "soulèvement de 3 mm et 62 kN en traction, pour un surcoût de 165 $ par pieu."),
            ("h1", "Recommandation"),
            ("p", "Adopter la configuration H4 dans les argiles silteuses et suivre un deuxième hiver avant de "
                  "l'étendre aux autres sols."),
            ("h1", "Offre de services pour la phase 2"),
            ("p", "Suivi d'un deuxième hiver sur 40 pieux H4 installés chez des clients, relevés mensuels et "
                  "rapport final."),
            ("b", "Honoraires forfaitaires : 14 800 $, taxes en sus"),
            ("b", "Frais de déplacement inclus dans un rayon de 50 km de nos bureaux"),
            ("b", "Conditions de paiement : net 30 jours"),
            ("b", "Validité de l'offre : 60 jours"),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# T08 orthèses plantaires imprimées en TPU qui s'écrasent en fatigue (laboratoire d'orthèses, Québec) - facture de
#     filaments en bruit; journal .md (ISO et « 10 février 2025 »), CSV de fatigue, rapport DOCX (Objectifs,
#     Méthode, Résultats avec tableau, Conclusion) daté après les essais
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_orthese_plantaire_tpu_fatigue",
        "question": "Peux-tu écrire les lignes 242, 244 et 246 pour le projet OP-3D, nos orthèses en TPU imprimé? J'ai le journal d'Alexandre, le CSV de fatigue, le rapport de Roxanne pis une facture de filaments.",
        "facts": {
            "242": [["au plus 1,5 mm"], ["500 000 cycles"], ["±10 %"], ["déformation rémanente"]],
            "244": [["gradient de remplissage"], ["TPU 64D"], ["recuit 2 h", "80 °C"], ["buse 0,6 mm"]],
            "246": [["1,2 mm"], ["+6 %"], ["310 000 cycles"], ["délaminage entre couches"]],
        },
        "dates": ["2025-02-03", "2025-02-10", "2025-02-17", "2025-03-03", "2025-03-10", "2025-03-24", "2025-04-07"],
        "noise": ["Facture no 88213", "Frais de transport", "Payable sur réception", "comptes en souffrance"],
        "bindings": [
            {"value": "3,4 mm", "subject": "T1", "others": ["T4", "T3"]},
            {"value": "+24 %", "subject": "T2", "others": ["T4", "T3"]},
            {"value": "1,8 mm", "subject": "T5", "others": ["T4", "T3"]},
        ],
    },
    [
        ("journal_labo_OP-3D.md", text("""
# Journal de labo - orthèses plantaires en TPU imprimé (projet OP-3D)
Orthèses Podo-Concept inc., Québec
Notes : Alexandre Bélanger, orthésiste. Fatigue : Roxanne Lévesque, technicienne en génie mécanique.

## Mise en contexte
On fabrique nos orthèses en thermoformé (EVA + coque de polypropylène). On veut passer à l'impression 3D en TPU flexible avec un remplissage gyroïde, pour ajuster la rigidité zone par zone selon la prescription du podiatre. Le hic : un treillis de TPU s'écrase avec la marche (déformation rémanente), pis les couches imprimées peuvent décoller à la flexion. Les fiches des fournisseurs donnent juste une dureté Shore statique, rien sur la fatigue d'un treillis à ces densités, à 33 °C dans un soulier.
Cibles : perte de hauteur de l'arche d'au plus 1,5 mm après 500 000 cycles (à peu près 6 mois de marche), rigidité de l'arche à ±10 % de la prescription, aucune fissure, au plus 4 h d'impression par paire.
Banc de fatigue : vérin pneumatique, 800 N en talon-arche, 2 Hz, enceinte à 33 °C. Hauteur de l'arche au comparateur aux 100 000 cycles.

## Entrées
**2025-02-03** - T1 : TPU 95A, gyroïde 25 %, buse 0,4 mm à 225 °C. Rigidité un peu sous la prescription. Après 500 000 cycles l'arche de T1 a perdu 3,4 mm : elle s'écrase.
**10 février 2025** - T2 : même TPU, gyroïde 40 %. Ça s'écrase moins, mais c'est ben trop rigide, le patient test (moi!) trouve ça comme une brique.
**17 février 2025** - T3 : TPU 64D, plus dur, gyroïde 25 %. Perte de hauteur faible, mais fissure à 310 000 cycles à la jonction talon-arche. Au microscope : délaminage entre couches, pas une rupture du filament.
**2025-03-03** - T4 : retour au 95A, mais gradient de remplissage (20 % au talon, 35 % sous l'arche), buse 0,6 mm à 235 °C pour mieux souder les couches, pis recuit 2 h à 80 °C après l'impression. Imprimé en 3 h 40 par paire.
**2025-03-10** - T5 : T4 sans le recuit, pour voir si on peut sauter l'étape (ça libérerait le four).
**2025-03-24** - répétition de T4 sur une 2e paire (pointure 11). Même comportement.
Les chiffres de fatigue sont dans essais_fatigue_OP-3D.csv; le rapport de Roxanne fait le bilan.
""")),
        ("essais_fatigue_OP-3D.csv", text("""
essai;date_impression;materiau;remplissage;buse;temp_buse;recuit;temps_impression_paire;rigidite_vs_prescription;perte_hauteur_500k_cycles;fissure;verdict
T1;2025-02-03;TPU 95A;gyroïde 25 %;0,4 mm;225 °C;non;2 h 50;-8 %;3,4 mm;non;non conforme - écrasement
T2;2025-02-10;TPU 95A;gyroïde 40 %;0,4 mm;225 °C;non;4 h 20;+24 %;1,9 mm;non;non conforme - trop rigide
T3;2025-02-17;TPU 64D;gyroïde 25 %;0,4 mm;230 °C;non;3 h 05;+15 %;0,9 mm;oui, à 310 000 cycles;non conforme - fissure
T4;2025-03-03;TPU 95A;gradient 20 à 35 %;0,6 mm;235 °C;2 h à 80 °C;3 h 40;+6 %;1,2 mm;non;conforme
T5;2025-03-10;TPU 95A;gradient 20 à 35 %;0,6 mm;235 °C;non;3 h 40;+5 %;1,8 mm;non;non conforme - écrasement
T4-bis;2025-03-24;TPU 95A;gradient 20 à 35 %;0,6 mm;235 °C;2 h à 80 °C;3 h 40;+7 %;1,3 mm;non;conforme - répétition
""")),
        ("rapport_OP-3D_fatigue.docx", docx([
            ("title", "Projet OP-3D - tenue en fatigue des orthèses plantaires en TPU imprimé"),
            ("p", "Orthèses Podo-Concept inc., Québec. Rapport de Roxanne Lévesque, technicienne en génie "
                  "mécanique, avec Alexandre Bélanger, orthésiste. Le 7 avril 2025."),
            ("h1", "Objectifs"),
            ("p", "Remplacer l'orthèse thermoformée par une orthèse imprimée en TPU dont la rigidité est réglée "
                  "par le remplissage, sans que le treillis ne s'écrase avec le temps. La déformation rémanente "
                  "d'un treillis de TPU en fatigue à 33 °C et l'adhérence entre les couches imprimées n'étaient "
                  "documentées nulle part pour cet usage."),
            ("b", "Perte de hauteur de l'arche d'au plus 1,5 mm après 500 000 cycles"),
            ("b", "Rigidité de l'arche à ±10 % de la prescription"),
            ("b", "Aucune fissure ni décollement"),
            ("b", "Au plus 4 h d'impression par paire"),
            ("h1", "Méthode"),
            ("p", "Orthèses imprimées sur imprimante à filament, pointure 9 (pointure 11 pour la répétition). "
                  "Banc de fatigue pneumatique, 800 N appliqués en talon-arche à 2 Hz, enceinte à 33 °C, "
                  "500 000 cycles. Hauteur de l'arche au comparateur aux 100 000 cycles; rigidité mesurée en "
                  "flexion trois points avant l'essai et comparée à la prescription."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Date d'impression", "Configuration", "Rigidité vs prescription", "Perte de hauteur",
                 "Fissure", "Verdict"],
                ["T1", "2025-02-03", "TPU 95A, gyroïde 25 %", "-8 %", "3,4 mm", "non", "non conforme"],
                ["T2", "2025-02-10", "TPU 95A, gyroïde 40 %", "+24 %", "1,9 mm", "non", "non conforme"],
                ["T3", "2025-02-17", "TPU 64D, gyroïde 25 %", "+15 %", "0,9 mm", "à 310 000 cycles",
                 "non conforme"],
                ["T4", "2025-03-03", "TPU 95A, gradient de remplissage, buse 0,6 mm, recuit", "+6 %", "1,2 mm",
                 "non", "conforme"],
                ["T5", "2025-03-10", "T4 sans recuit", "+5 %", "1,8 mm", "non", "non conforme"],
            ]),
            ("p", "La répétition de T4 du 24 mars donne 1,3 mm de perte de hauteur et +7 % de rigidité."),
            ("h1", "Conclusion"),
            ("p", "Augmenter la densité partout règle l'écrasement mais rend l'orthèse trop rigide; un TPU plus "
                  "dur s'écrase peu mais casse par délaminage entre couches. Le gradient de remplissage, une buse "
                  "de 0,6 mm plus chaude et le recuit 2 h à 80 °C donnent les quatre cibles. Sans recuit, la "
                  "déformation rémanente repasse au-dessus de la limite : le recuit reste dans la recette. Essais "
                  "cliniques sur 12 patients prévus cet été."),
        ])),
        ("facture_filaments_3D.txt", text("""
FILAMENTS BORÉAUX INC. - Saint-Augustin-de-Desmaures
Facture no 88213
Date : 2025-01-20
Client : Orthèses Podo-Concept inc., Québec

Qté | Article | Prix unitaire | Montant
12 | Bobine TPU 95A, 1,75 mm, 1 kg, noir | 54,90 $ | 658,80 $
4 | Bobine TPU 64D, 1,75 mm, 1 kg, naturel | 61,50 $ | 246,00 $
2 | Plateau PEI texturé 300 x 300 | 89,00 $ | 178,00 $
Frais de transport : 24,95 $
Sous-total : 1 107,75 $ | TPS : 55,39 $ | TVQ : 110,50 $ | Total : 1 273,64 $
Payable sur réception. Intérêts de 2 % par mois sur les comptes en souffrance.
""")),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
