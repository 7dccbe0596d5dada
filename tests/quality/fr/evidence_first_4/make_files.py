#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the fourth first-contact set (fr/evidence_first_4).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_3:
name, question, language, files, facts, dates, noise, bindings).
Small Quebec firms writing as they do: cahiers de labo / de cabane / d'entrepôt, journaux d'atelier (.txt/.md),
feuilles d'essais CSV au point-virgule avec virgules décimales ("11,5 h", "-23 %", "1 °C"), classeurs XLSX (cells
hold real numbers and real dates), rapports DOCX with real Heading styles, PDF plans, lab reports and memos, pasted
e-mails. Dates vary: ISO, « 3 mars 2025 », « le 18 mars », « 24/03/2025 », « 2025/09/03 », « jeudi 11 sept. »,
yearless dates with the year given once in a header, dates in table columns.
Noise (never a record of the work), always in its own file: price list, job offer, notice of a shareholders'
meeting, catalogue copy, transport quote, invoice. Two cases (fr_graphite_paillettes_attrition,
fr_carter_magnesium_projection_froid) have no noise.
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
# S01 pierre à sucre dans l'évaporateur avec concentré à 22 °Brix (érablière, Beauce) - liste de prix en bruit;
#     cahier de cabane aux dates sans année (année dans l'en-tête), CSV jj/mm/aaaa, rapport de labo PDF
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_erable_pierre_a_sucre_evaporateur",
        "question": "Peux-tu me rédiger les lignes 242, 244 et 246 pour notre projet de pierre à sucre dans l'évaporateur? Je t'envoie le cahier de cabane, le fichier des bouillages, le rapport d'Acéri-Lab pis la liste de prix du concessionnaire.",
        "facts": {
            "242": [["10 h d'ébullition"], ["22 °Brix"], ["inversion des casseroles"], ["au moins 75 %"]],
            "244": [["bac de décantation"], ["échangeuse de cations"], ["microfiltration céramique", "0,2 µm"],
                    ["28 °Brix"]],
            "246": [["11,5 h"], ["goût salé"], ["transmittance 76 %", "76 %"], ["baissé de 12 %", "-12 %"]],
        },
        "dates": ["2025-03-24", "2025-03-27", "2025-03-31", "2025-04-03", "2025-04-08", "2025-04-10", "2025-04-15",
                  "2025-04-17", "2025-04-22"],
        "noise": ["Prix sujets à changement sans préavis", "Escompte de volume", "Ramassage au comptoir",
                  "Financement disponible"],
        "bindings": [
            {"value": "58 %", "subject": "P2", "others": ["P4", "P3"]},
            {"value": "210 mg/kg", "subject": "P3", "others": ["P4", "P2"]},
            {"value": "6,5 h", "subject": "P5", "others": ["P4", "P3"]},
        ],
    },
    [
        ("cahier_cabane_2025.txt", text("""
LES SUCRERIES VEILLEUX INC. - Saint-Prosper (Beauce)
Cahier de cabane - saison 2025 - projet « pierre à sucre » sur l'évaporateur 4 x 14
Tenu par Mathieu Veilleux (les notes de Karine Bolduc, notre tech en transformation alimentaire, sont marquées KB)

Pourquoi on fait ça
Depuis qu'on pousse l'osmose pour concentrer l'eau à 22 °Brix, la pierre à sucre (surtout du malate de calcium) colle dans les plis de la casserole à plis en 3 h d'ébullition. Le sirop brûle dans les plis, le débit d'évaporation tombe et on doit arrêter pour laver 3 ou 4 fois par jour de coulée.
La pratique courante c'est l'inversion des casseroles (on fait couler le sirop dans l'autre sens pour que le sirop acide dissolve le dépôt) pis le lavage au vinaigre de nitre. À 8-12 °Brix ça suffit. À 22 °Brix l'inversion ne suit plus : le dépôt durcit avant qu'on vire. Le fabricant de l'évaporateur a aucune donnée au-dessus de 18 °Brix, et personne au club d'encadrement technique savait si on pouvait enlever le calcium avant la casserole sans changer le goût ou la couleur du sirop.
Cibles (avec Karine) : au moins 10 h d'ébullition entre deux lavages, perte de débit d'évaporation d'au plus 15 % avant le lavage, sirop qui garde une transmittance d'au moins 75 % (classe Doré, goût délicat) et aucun défaut de saveur au classement.

24 mars - P1 (témoin) : concentré à 22 °Brix direct dans la casserole à plis, inversion aux 3 h comme d'habitude. Après 3 h : dépôt de 1,8 mm dans les plis, débit tombé de 31 %. On lave. Ça confirme ce qu'on voyait l'an passé.
le 27 mars - P2 : préchauffeur à 95 °C sur la ligne de concentré + bac de décantation de 20 min avant l'entrée de la casserole, pour faire précipiter le malate avant qu'il se rende dans les plis. P2 tient 5,5 h avant le lavage, mais le concentré reste chaud trop longtemps dans le bac : le sirop sort foncé, transmittance 58 % (KB). On perd une classe de couleur. Pas une solution.
31 mars - P3 : colonne échangeuse de cations (résine en forme sodium, 25 L) sur le concentré froid. Le calcium est enlevé, la casserole reste propre : P3 a bouilli 14 h sans lavage. MAIS au classement le sirop goûte salé. KB envoie un échantillon chez Acéri-Lab.
3 avril - Acéri-Lab a appelé pour P3 : beaucoup de sodium, goût salé confirmé par leur panel. On peut pas vendre ça comme sirop pur; l'échange au sodium est éliminé pour de bon. (KB : une résine en forme potassium changerait le goût elle aussi, on la teste pas.)
le 8 avril - P4 : préchauffage court à 80 °C (2 min dans l'échangeur à plaques) puis microfiltration céramique 0,2 µm du concentré chaud, en continu. Le malate qui commence à précipiter reste sur la membrane au lieu d'aller dans la casserole. On a runné toute la coulée : 11,5 h d'ébullition avant le premier lavage, débit baissé de 12 % seulement. Sirop beau, transmittance 76 %.
10 avril - P5 : même montage que P4 mais l'osmose poussée à 28 °Brix pour sauver du mazout. Le dépôt revient : P5 doit être lavé après 6,5 h. La membrane colmate aussi plus vite (la pression monte de 40 kPa à l'heure).
15 avril - deuxième coulée en P4 pour confirmer : 11 h, débit -14 %. Karine a mis au point le lavage de la membrane à la soude diluée, 25 min, entre deux coulées.
17 avril - rapport d'Acéri-Lab reçu pour P1 à P4 (voir le PDF).

Sommaire - 22 avril
Chauffer longtemps pour faire déposer le malate fonce le sirop. Enlever le calcium par échange d'ions règle la casserole mais donne un goût salé : c'est exclu. La microfiltration du concentré chaud juste avant la casserole donne plus de 10 h entre les lavages sans toucher au goût ni à la couleur, tant qu'on reste à 22 °Brix. Au-dessus, le malate précipite trop tôt et la membrane colmate. On monte le montage P4 sur le deuxième évaporateur pour la saison 2026.
""")),
        ("suivi_bouillages_2025.csv", text("""
essai;date;concentre_brix;traitement;heures_avant_lavage;depot_plis_mm;baisse_debit;transmittance;verdict
P1;24/03/2025;22;aucun - inversion aux 3 h;3;1,8;-31 %;78 %;non conforme - lavage aux 3 h
P2;27/03/2025;22;préchauffage 95 °C + décantation 20 min;5,5;0,9;-22 %;58 %;non conforme - sirop foncé
P3;31/03/2025;22;échange de cations (forme sodium);14;0,1;-4 %;77 %;non conforme - goût salé
P4;08/04/2025;22;préchauffage 80 °C + microfiltration 0,2 µm;11,5;0,4;-12 %;76 %;conforme
P5;10/04/2025;28;préchauffage 80 °C + microfiltration 0,2 µm;6,5;1,1;-27 %;74 %;non conforme - colmatage
P4;15/04/2025;22;préchauffage 80 °C + microfiltration 0,2 µm;11;0,5;-14 %;77 %;conforme - répétition
""")),
        ("rapport_AceriLab_AL-25-0417.pdf", pdf([
            ("title", "Rapport d'analyse AL-25-0417"),
            ("p", "Acéri-Lab inc., Saint-Georges. Client : Les Sucreries Veilleux inc., Saint-Prosper. "
                  "Date du rapport : 17 avril 2025."),
            ("h1", "Échantillons"),
            ("p", "Quatre sirops prélevés par le client à la sortie de l'évaporateur, un par essai, en contenants de "
                  "verre de 250 mL. Transmittance à 560 nm, Brix au réfractomètre, sodium et calcium par ICP-OES, "
                  "classement de saveur par un panel de 3 classificateurs accrédités."),
            ("table", [
                ["Échantillon", "Date de prélèvement", "Brix", "Transmittance", "Sodium", "Calcium",
                 "Classement de saveur"],
                ["P1", "2025-03-24", "66,4", "78 %", "6 mg/kg", "820 mg/kg", "conforme"],
                ["P2", "2025-03-27", "66,2", "58 %", "7 mg/kg", "610 mg/kg", "conforme - classe Ambré"],
                ["P3", "2025-03-31", "66,5", "77 %", "210 mg/kg", "45 mg/kg", "défaut - goût salé"],
                ["P4", "2025-04-08", "66,3", "76 %", "6 mg/kg", "690 mg/kg", "conforme"],
            ]),
            ("h1", "Remarques"),
            ("p", "Classe Doré : transmittance d'au moins 75 %. Le sodium de P3 est environ 35 fois celui du témoin; "
                  "le panel note un goût salé franc. Les résultats ne valent que pour les échantillons reçus."),
        ])),
        ("liste_prix_erabliere_plus_2025.csv", text("""
article;description;prix_unitaire;note
EV-414;Évaporateur 4 x 14 à l'huile, casseroles inox;38 900,00 $;Financement disponible sur 36 mois
CP-414;Casserole à plis de rechange 4 x 14;6 450,00 $;Escompte de volume à partir de 3 casseroles
OS-600;Osmose 600 GPH, 4 membranes;21 750,00 $;Installation en sus
SN-20;Savon à nitre, chaudière de 20 L;189,00 $;Ramassage au comptoir seulement
PV-50;Pompe à vide 5 HP;4 280,00 $;Prix sujets à changement sans préavis
""")),
    ],
)

# ---------------------------------------------------------------------------
# S02 bruit nocturne d'un concentrateur d'oxygène portatif (dispositif médical, Laval) - offre d'emploi en bruit;
#     plan d'essais PDF avec la cible « doit rester sous 40 dB(A) »; journal .md en ISO sans chiffres de résultats;
#     résultats seulement dans le tableau CSV
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_concentrateur_oxygene_bruit_nuit",
        "question": "J'ai besoin des lignes 242, 244 et 246 du T661 pour le projet de bruit du concentrateur O2-Nuit. Ci-joint le plan d'essais de Nadia, notre journal, le fichier des mesures pis l'offre d'emploi qu'on a publiée.",
        "facts": {
            "242": [["sous 40 dB(A)"], ["au moins 90 %"], ["au plus 60 °C"], ["bruit impulsionnel"]],
            "244": [["résonateur de Helmholtz"], ["30 Shore A"], ["ouverture en rampe"], ["chambre semi-anéchoïque"]],
            "246": [["39,2 dB(A)"], ["71 °C"], ["87,4 %"], ["se paie en pureté"]],
        },
        "dates": ["2025-02-10", "2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-17", "2025-03-24"],
        "noise": ["assurances collectives", "REER collectif", "stationnement gratuit", "horaire d'été"],
        "bindings": [
            {"value": "43,5 dB(A)", "subject": "N3", "others": ["N4", "N2"]},
            {"value": "42,1 dB(A)", "subject": "N2", "others": ["N4", "N3"]},
            {"value": "46,8 dB(A)", "subject": "N1", "others": ["N4", "N5"]},
        ],
    },
    [
        ("plan_essais_PE-07.pdf", pdf([
            ("title", "Plan d'essais PE-07 - Bruit du concentrateur O2-Nuit"),
            ("p", "Respira Médical inc., Laval. Rédigé par Nadia Benhamou, ing., responsable acoustique. "
                  "Version 1 - 10 février 2025."),
            ("h1", "Contexte"),
            ("p", "Le concentrateur d'oxygène portatif O2-Nuit est utilisé la nuit, dans la chambre du patient. La "
                  "version actuelle est trop bruyante en mode 3 L/min; les patients et les inhalothérapeutes s'en "
                  "plaignent. Le bruit vient surtout du bruit impulsionnel de la purge du cycle PSA (une décharge "
                  "d'azote aux 2 s) et des vibrations du compresseur transmises au boîtier. Les silencieux et les "
                  "mousses du commerce sont conçus pour un débit d'air continu; on ne sait pas s'ils atténuent une "
                  "purge pulsée sans nuire à la pureté d'oxygène ni au refroidissement du compresseur dans un "
                  "boîtier de 2,3 kg."),
            ("h1", "Exigences"),
            ("b", "Niveau de pression acoustique pondéré A à 1 m, mode 3 L/min : doit rester sous 40 dB(A)."),
            ("b", "Pureté d'oxygène : au moins 90 % à 3 L/min (ISO 80601-2-69)."),
            ("b", "Température de la tête du compresseur : au plus 60 °C après 4 h à 30 °C ambiant."),
            ("b", "Masse ajoutée : au plus 150 g."),
            ("h1", "Configurations à essayer"),
            ("b", "N1 - configuration actuelle, mousse mélamine de 10 mm sur les parois (référence)"),
            ("b", "N2 - mousse mélamine de 25 mm enveloppant complètement le compresseur"),
            ("b", "N3 - résonateur de Helmholtz sur la sortie de purge, accordé à 180 Hz"),
            ("b", "N4 - N3 avec supports antivibratoires en silicone 30 Shore A et ventilateur à vitesse asservie "
                  "à la température"),
            ("b", "N5 - N4 avec ouverture en rampe de la valve de purge (valve proportionnelle, 80 ms)"),
            ("h1", "Méthode de mesure"),
            ("p", "Mesures en chambre semi-anéchoïque, sonomètre de classe 1, quatre microphones à 1 m, moyenne "
                  "sur 10 cycles de purge. Pureté mesurée par analyseur à ultrasons après 30 min de fonctionnement. "
                  "Température par thermocouple sur la tête du compresseur, appareil en enceinte climatique à "
                  "30 °C pendant 4 h. Une configuration est retenue seulement si toutes les exigences sont "
                  "respectées."),
        ])),
        ("journal_acoustique_O2-Nuit.md", text("""
# Journal acoustique O2-Nuit (projet PE-07)
Équipe : Nadia Benhamou (acoustique), Louis-Philippe Roy (mécanique), Sarah Khoury (tech. d'essais)
Les chiffres sont dans mesures_bruit_2025.csv; ici on note ce qu'on a fait et ce qu'on a vu.

- **2025-02-17** - N1 mesurée en chambre pour avoir la référence. Le spectre montre un gros pic autour de 180 Hz à chaque purge; c'est ça que l'oreille entend la nuit, plus que le souffle du ventilateur.
- **2025-02-24** - N2 : Louis-Philippe a emballé le compresseur au complet dans la mousse de 25 mm. Plus silencieux, oui, mais après 4 h en enceinte à 30 °C la tête du compresseur chauffe bien au-delà de la limite. La mousse bloque l'air du ventilateur. On ne peut pas emballer le compresseur : option abandonnée.
- **2025-03-03** - N3 : résonateur imprimé en PA12 sur la sortie de purge, accordé sur le pic de 180 Hz. Le pic tombe beaucoup, mais il reste un ronron du compresseur qui passe par les vis du châssis. Pas encore assez.
- **2025-03-10** - N4 : on ajoute les supports antivibratoires en silicone et on asservit le ventilateur à la température (il tourne au ralenti tant que la tête est froide). Sarah a refait la série complète : ça passe sur toute la ligne, pureté et température comprises.
- **2025-03-17** - N5 : essai de la valve proportionnelle qui ouvre la purge lentement. Le bruit baisse encore, mais la purge lente laisse de l'azote dans le tamis et la pureté tombe sous la limite. Adoucir la purge, ça se paie en pureté : on laisse tomber.

## Sommaire - 2025-03-24
Le pic de la purge se règle avec un résonateur accordé, pas avec plus de mousse : la mousse fait surchauffer le compresseur. Les vibrations passent par le châssis et se règlent avec les supports en silicone. On ne touche pas au cycle de purge. N4 est la configuration retenue pour le prototype de validation (essais d'usabilité en mai).
""")),
        ("mesures_bruit_2025.csv", text("""
config;date_essai;description;niveau_1m;pic_180Hz_dB;purete_O2;temp_tete_compresseur;masse_ajoutee_g;conforme
N1;2025-02-17;mousse mélamine 10 mm (actuel);46,8 dB(A);52,3;93,0 %;52 °C;0;non - bruit
N2;2025-02-24;mousse 25 mm enveloppante;42,1 dB(A);47,9;92,8 %;71 °C;140;non - surchauffe
N3;2025-03-03;résonateur 180 Hz sur la purge;43,5 dB(A);38,2;92,6 %;53 °C;60;non - bruit
N4;2025-03-10;résonateur + supports silicone + ventilateur asservi;39,2 dB(A);37,5;92,1 %;57 °C;95;oui
N5;2025-03-17;N4 + purge ouverte en 80 ms;37,9 dB(A);33,0;87,4 %;56 °C;110;non - pureté
""")),
        ("offre_emploi_tech_biomed.txt", text("""
RESPIRA MÉDICAL RECRUTE!
Technicien(ne) en génie biomédical - service après-vente, Laval

Tu aimes réparer des appareils qui aident vraiment le monde? Joins notre équipe de 40 personnes.
- Poste permanent, 37,5 h par semaine, de jour
- Salaire selon expérience
- assurances collectives dès le premier jour
- REER collectif avec contribution de l'employeur
- stationnement gratuit et horaire d'été (congé le vendredi après-midi)
Exigences : DEC en génie biomédical ou l'équivalent, bilinguisme fonctionnel.
Envoie ton CV à emplois@respiramedical.example avant le 28 février 2025.
""")),
    ],
)

# ---------------------------------------------------------------------------
# S03 tournées de chenillettes de trottoirs recalculées en moins de 5 min (logiciel, Québec) - avis de convocation
#     d'AGA en bruit; journal de dev .md (« 3 février 2025 », « le 18 mars »), CSV jj/mm/aaaa, fil de courriels
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_tournees_chenillettes_optimisation",
        "question": "Rédige-moi les sections 242, 244 pis 246 pour le module de tournées de chenillettes qu'on a fait pour la municipalité. J'ai joint le journal de dev, le fichier des bancs d'essai, les courriels avec Josée pis l'avis de convocation de l'AGA.",
        "facts": {
            "242": [["moins de 5 minutes"], ["au moins 20 %"], ["tournées sur arcs", "CARP"], ["2 h ou moins"]],
            "244": [["programmation linéaire", "PLNE"], ["grand voisinage", "ALNS"], ["départ à chaud"],
                    ["décomposition par secteur"]],
            "246": [["2 min 10 s"], ["-23 %"], ["aucune solution réalisable"], ["1 h 40"]],
        },
        "dates": ["2025-01-13", "2025-01-14", "2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24", "2025-03-03",
                  "2025-03-18", "2025-03-21", "2025-03-24"],
        "noise": ["Assemblée générale annuelle", "Nomination de l'auditeur", "par procuration",
                  "Un goûter sera servi"],
        "bindings": [
            {"value": "-17 %", "subject": "G3", "others": ["G4", "G5"]},
            {"value": "-6 %", "subject": "G1", "others": ["G4", "G3"]},
            {"value": "-14 %", "subject": "G5", "others": ["G4", "G3"]},
        ],
    },
    [
        ("journal_dev_tournees.md", text("""
# Journal de dev - module « Tournées trottoirs »
Géotrajet inc., Québec. Client : Municipalité de Sainte-Adèle-du-Lac (travaux publics).
Olivier Gauthier (chef de projet), Amira Haddad (recherche opérationnelle), Félix Morin (dev back-end)

Rappel de la demande (voir les courriels de Josée) : 1 420 tronçons de trottoir, 11 chenillettes, 2 garages. Recalcul complet en moins de 5 minutes quand une rue ferme ou qu'une chenillette brise, au moins 20 % de km à vide en moins que les tournées faites à la main, écoles/CHSLD/hôpital dégagés dans les 2 h.

## 3 février 2025
G1 : on convertit chaque tronçon en nœud (transformation arcs -> nœuds) pour passer le problème à OR-Tools, limite de 5 min. Le graphe passe de 1 420 arcs à 2 840 nœuds. Après 5 min, la meilleure solution fait -6 % de km à vide par rapport aux tournées manuelles. Les virages en U interdits sont codés en pénalités, et le solveur en met quand même 11. Loin de la cible.

## 10 février 2025
G2 : Amira a écrit le modèle en programmation linéaire en nombres entiers (PLNE) directement sur les arcs. Sur le secteur test de 300 tronçons : solution optimale en 3 min 12 s (-26 %). Sur la ville au complet : aucune solution réalisable après 60 min de calcul, la mémoire monte à 58 Go. La PLNE sur toute la ville, c'est non. On la garde seulement pour valider les heuristiques sur les petits secteurs.

## 17 février 2025
G3 : recherche adaptative à grand voisinage (ALNS) codée directement sur les arcs, avec les virages interdits dans le graphe lui-même au lieu de pénalités. G3 : 4 min 40 s, -17 % de km à vide, zéro virage en U. Dans le temps, pas dans la cible.

## 24 février 2025
G4 : G3 + décomposition par secteur de garage (2 sous-problèmes en parallèle, on recolle aux frontières) + départ à chaud à partir des tournées de la tempête précédente. G4 : 2 min 10 s, -23 % de km à vide, les tronçons prioritaires tous dans la première heure des tournées. Vérifié avec la PLNE sur le secteur de 300 tronçons : à 2 % de l'optimum.

## 3 mars 2025
G5 : G4 coupé à 60 s, pour voir si on peut donner une réponse quasi instantanée au contremaître. G5 donne seulement -14 % : la réparation des tournées après une fermeture de rue a besoin de temps. On garde la limite de 5 min.

## le 18 mars
Tempête de 32 cm : première utilisation réelle de G4 par la Ville. Deux relances du calcul dans la nuit (rue Principale fermée, bris de la chenillette no 7), 2 min 30 s chacune. Voir le courriel de Josée du 21.

## Sommaire - 24 mars 2025
Transformer les arcs en nœuds pour utiliser un solveur de livraisons double la taille et donne des tournées pires que celles du contremaître. La PLNE exacte ne passe pas à l'échelle d'une ville; elle sert de référence sur un secteur. Ce qui marche : une ALNS écrite sur les arcs, découpée par garage et repartie de la tempête d'avant. G4 va en production pour le reste de l'hiver; on l'offre aux deux autres villes l'an prochain.
""")),
        ("bancs_essais_tournees.csv", text("""
version;date;methode;troncons;chenillettes;temps_calcul;km_a_vide_vs_manuel;virages_U;prioritaires_1re_heure;resultat
G1;03/02/2025;arcs -> noeuds + OR-Tools;1 420;11;5 min 00 s;-6 %;11;81 %;non conforme
G2-secteur;10/02/2025;PLNE secteur test;300;3;3 min 12 s;-26 %;0;100 %;optimal (secteur seulement)
G2-ville;10/02/2025;PLNE ville complète;1 420;11;> 60 min;aucune solution;-;-;échec
G3;17/02/2025;ALNS sur arcs;1 420;11;4 min 40 s;-17 %;0;94 %;non conforme - km à vide
G4;24/02/2025;ALNS + découpage par garage + reprise des tournées précédentes;1 420;11;2 min 10 s;-23 %;0;100 %;conforme
G5;03/03/2025;G4 arrêté à 60 s;1 420;11;1 min 00 s;-14 %;0;100 %;non conforme - km à vide
""")),
        ("courriels_ville_josee.txt", text("""
De : Josée Paradis <jparadis@sainte-adele-du-lac.example>
Envoyé : 13 janvier 2025 09:12
À : Olivier Gauthier <ogauthier@geotrajet.example>
Objet : Tournées des chenillettes - ce qu'on a besoin

Bonjour Olivier,
Comme discuté, voici nos besoins pour les trottoirs :
- 1 420 tronçons de trottoir, 11 chenillettes, 2 garages (nord et sud)
- refaire les tournées après chaque changement en moins de 5 minutes : le contremaître doit pouvoir relancer le calcul à 3 h du matin quand une rue est fermée ou qu'une machine brise
- écoles, CHSLD et hôpital dégagés en 2 h ou moins après la fin de la précipitation
- nos tournées faites à la main ont 38 % de km à vide; on veut baisser ça d'au moins 20 %
- pas de virage en U sur les artères
Merci!
Josée Paradis, ing., directrice des travaux publics

-----
De : Olivier Gauthier
Envoyé : 14 janvier 2025 16:40
À : Josée Paradis
Objet : RE: Tournées des chenillettes - ce qu'on a besoin

Josée,
Les logiciels de tournées du marché (et OR-Tools, qu'on utilise pour nos clients de livraison) optimisent des arrêts, des points à visiter. Chez vous, ce sont les rues elles-mêmes qu'il faut couvrir : c'est un problème de tournées sur arcs avec capacité (CARP). On peut transformer les arcs en points, mais ça double la taille du problème et les virages interdits s'expriment mal. Je ne peux pas te garantir qu'on tiendra 5 minutes sur 1 420 tronçons; c'est justement ce qu'on doit trouver. On te revient avec des essais d'ici mars.
Olivier

-----
De : Josée Paradis
Envoyé : 2025-03-21 08:05
À : Olivier Gauthier
Objet : Tempête du 18 mars

Olivier, petit retour : la version G4 a bien tenu pendant la tempête. Les contremaîtres ont relancé le calcul deux fois dans la nuit sans problème. Écoles, CHSLD et hôpital tous dégagés en 1 h 40 après la fin de la neige. Les gars trouvent les tournées logiques, sauf dans le secteur du parc industriel, on t'envoie les détails.
Josée
""")),
        ("avis_convocation_AGA_2025.txt", text("""
GÉOTRAJET INC.
AVIS DE CONVOCATION
Assemblée générale annuelle des actionnaires

Les actionnaires sont convoqués à l'Assemblée générale annuelle qui aura lieu le jeudi 24 avril 2025 à 17 h, à la salle du conseil, 2e étage, 850 boulevard Charest Ouest, Québec.

Ordre du jour :
1. Ouverture et constatation du quorum
2. Adoption des états financiers au 31 décembre 2024
3. Nomination de l'auditeur
4. Élection des administrateurs
5. Varia et levée

Un actionnaire qui ne peut être présent peut se faire représenter par procuration; le formulaire doit être reçu au siège social 48 h avant l'assemblée. Un goûter sera servi.
La secrétaire, Lise Bernier
""")),
    ],
)

# ---------------------------------------------------------------------------
# S04 concentré de graphite à 95 % Ct sans casser les grosses paillettes (mines, Hautes-Laurentides) - pas de bruit;
#     cahier de labo jj/mm/aaaa, classeur XLSX (vraies dates, vrais nombres), rapport DOCX à titres non standard
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_graphite_paillettes_attrition",
        "question": "Peux-tu préparer les lignes 242, 244 et 246 pour le projet « paillettes » du labo de minéralurgie? Tu as le cahier de Jean-François, le fichier Excel des flottations pis le rapport d'Anne-Sophie.",
        "facts": {
            "242": [["95 % Ct"], ["au moins 45 %"], ["au moins 88 %"],
                    ["broie les paillettes", "casse les paillettes"]],
            "244": [["broyeur à attrition"], ["silicate de sodium"], ["tamisage à 180 µm"], ["flottation en colonne"]],
            "246": [["95,4 % Ct"], ["47 %"], ["89,6 %"], ["perd les grosses paillettes", "trop lourdes"]],
        },
        "dates": ["2025-06-02", "2025-06-09", "2025-06-16", "2025-06-20", "2025-06-27", "2025-06-30", "2025-07-07",
                  "2025-07-14"],
        "noise": [],
        "bindings": [
            {"value": "93,1 % Ct", "subject": "F2", "others": ["F4", "F3"]},
            {"value": "94,2 % Ct", "subject": "F3", "others": ["F4", "F2"]},
            {"value": "81,3 %", "subject": "F5", "others": ["F4", "F3"]},
        ],
    },
    [
        ("cahier_labo_flottation.txt", text("""
GRAPHITE LAC-SERPENT INC. - labo de minéralurgie, Mont-Laurier
Cahier de labo - projet « paillettes » : concentré haute pureté sans casser les grosses paillettes
Tenu par Jean-François Lachance, tech. en minéralurgie; revu par Anne-Sophie Gervais, ing.

Contexte : le marché paye 2 à 3 fois plus cher les grosses paillettes (+80 mesh, plus de 180 µm) que la fine. Nos acheteurs veulent un concentré d'au moins 95 % Ct (carbone total). Notre minerai a du mica (phlogopite) coincé entre les feuillets de graphite. Le circuit classique, 5 ou 6 rebroyages au broyeur à boulets avec une flottation entre chaque, monte la pureté en pelant le mica, mais il broie les paillettes en même temps.
Cibles : au moins 95 % Ct, au moins 45 % de la masse du concentré dans le +80 mesh, récupération du carbone d'au moins 88 %.
On savait pas si on pouvait décoller le mica sans casser les paillettes, ni avec quel appareil. Les fabricants de broyeurs à attrition ont des données pour le kaolin, pas pour du graphite en paillettes.

02/06/2025 - composite de 200 kg (forages LS-25-03 à LS-25-11) préparé, broyé à 850 µm. Tête : 8,7 % Ct.
09/06/2025 - F1 : circuit classique, 6 rebroyages au broyeur à boulets, kérosène 150 g/t + MIBC 60 g/t. F1 donne 95,8 % Ct, mais il reste juste 22 % de +80 mesh. On a fait de la poudre avec nos grosses paillettes.
16/06/2025 - F2 : on remplace le broyeur à boulets par un broyeur à attrition (billes de céramique 3 mm, 15 min, 60 % solides). Les paillettes restent entières : 41 % de +80 mesh. Mais F2 plafonne à 93,1 % Ct, le mica reste accroché.
20/06/2025 - F3 : F2 + silicate de sodium 1,5 kg/t comme dépresseur au nettoyage. F3 : 94,2 % Ct, 43 % de +80 mesh. Le silicate aide un peu, mais les fines de mica suivent encore les paillettes dans la mousse.
27/06/2025 - F4 : tamisage à 180 µm avant le rebroyage. Le +180 µm passe à l'attrition douce (10 min), le -180 µm va au broyeur à boulets. Silicate dans les deux. Les deux concentrés recombinés : 95,4 % Ct, 47 % de +80 mesh, récupération 89,6 %.
30/06/2025 - F4 répété sur un 2e lot de 20 kg : 95,2 % Ct, 46 % de +80 mesh, récupération 89,1 %. Ça se répète.
07/07/2025 - F5 : flottation en colonne (colonne de 5 cm prêtée par le cégep) au lieu des cellules pour le nettoyage final de F4. Pureté 96,1 % Ct, mais la récupération de F5 tombe à 81,3 % : la colonne perd les grosses paillettes, trop lourdes pour monter dans la mousse. La colonne est écartée pour la fraction grossière.

Sommaire au 14/07/2025 : le broyeur à boulets sépare le mica en cassant les paillettes; l'attrition seule les garde entières mais laisse du mica. Il faut séparer les tailles avant le rebroyage et traiter le grossier doucement. F4 est le schéma retenu pour l'usine pilote.
""")),
        ("resultats_flottation_2025.xlsx", xlsx([
            ("flottations", [
                ["essai", "date", "rebroyage", "depresseur", "nettoyage_final", "Ct_concentre_pct",
                 "plus80mesh_pct", "recuperation_C_pct", "remarque"],
                ["tête", D("2025-06-02"), None, None, None, 8.7, None, None, "composite LS-25-03 à LS-25-11"],
                ["F1", D("2025-06-09"), "broyeur à boulets x6", "aucun", "cellules", 95.8, 22, 90.4,
                 "paillettes broyées"],
                ["F2", D("2025-06-16"), "attrition 15 min", "aucun", "cellules", 93.1, 41, 89.8, "mica accroché"],
                ["F3", D("2025-06-20"), "attrition 15 min", "silicate 1,5 kg/t", "cellules", 94.2, 43, 89.5,
                 "pureté insuffisante"],
                ["F4", D("2025-06-27"), "tamisage 180 µm, attrition + boulets", "silicate 1,5 kg/t", "cellules",
                 95.4, 47, 89.6, "conforme"],
                ["F4-bis", D("2025-06-30"), "tamisage 180 µm, attrition + boulets", "silicate 1,5 kg/t", "cellules",
                 95.2, 46, 89.1, "répétition conforme"],
                ["F5", D("2025-07-07"), "tamisage 180 µm, attrition + boulets", "silicate 1,5 kg/t", "colonne",
                 96.1, 44, 81.3, "récupération trop basse"],
            ]),
        ])),
        ("rapport_paillettes_graphite.docx", docx([
            ("title", "Projet « paillettes » - purification du concentré de graphite"),
            ("p", "Graphite Lac-Serpent inc., Mont-Laurier. Anne-Sophie Gervais, ing., métallurgiste - "
                  "le 14 juillet 2025."),
            ("h1", "Mise en contexte"),
            ("p", "Le concentré doit titrer au moins 95 % Ct pour les acheteurs d'anodes, et la valeur du produit "
                  "dépend de la proportion de grosses paillettes (+80 mesh). Le schéma classique de rebroyage au "
                  "broyeur à boulets casse les paillettes en enlevant la phlogopite intercalée. Cibles du projet : "
                  "au moins 95 % Ct, au moins 45 % du concentré au +80 mesh, récupération du carbone d'au moins "
                  "88 %. Aucune donnée publique ne décrivait le comportement de ce minerai micacé en attrition."),
            ("h1", "Travaux réalisés"),
            ("b", "F1 - schéma classique : six rebroyages au broyeur à boulets, kérosène et MIBC"),
            ("b", "F2 - broyeur à attrition (billes céramiques de 3 mm) à la place du broyeur à boulets"),
            ("b", "F3 - F2 avec silicate de sodium (1,5 kg/t) comme dépresseur du mica"),
            ("b", "F4 - tamisage à 180 µm avant rebroyage : attrition douce pour le grossier, broyeur à boulets "
                  "pour le fin, silicate dans les deux circuits"),
            ("b", "F5 - F4 avec flottation en colonne au nettoyage final"),
            ("p", "Composite de 200 kg, essais en cellules Denver de 2 L; Ct par combustion (LECO), "
                  "granulométrie du concentré par tamisage humide."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Ct du concentré", "+80 mesh", "Récupération du carbone", "Verdict"],
                ["F1", "95,8 % Ct", "22 %", "90,4 %", "non conforme - paillettes broyées"],
                ["F2", "93,1 % Ct", "41 %", "89,8 %", "non conforme - pureté"],
                ["F3", "94,2 % Ct", "43 %", "89,5 %", "non conforme - pureté"],
                ["F4", "95,4 % Ct", "47 %", "89,6 %", "conforme"],
                ["F5", "96,1 % Ct", "44 %", "81,3 %", "non conforme - récupération"],
            ]),
            ("h1", "Conclusions et suite"),
            ("p", "Le broyeur à boulets libère le mica mais détruit les grosses paillettes; l'attrition les "
                  "préserve mais ne suffit pas à elle seule à atteindre la pureté, même avec un dépresseur. "
                  "Séparer les tailles à 180 µm avant le rebroyage permet de traiter chaque fraction selon sa "
                  "fragilité et d'atteindre les trois cibles, résultat confirmé par une répétition. La flottation "
                  "en colonne améliore la pureté mais perd les grosses paillettes; elle est écartée pour la "
                  "fraction grossière. Le schéma F4 sera transposé à l'usine pilote de 1 t/h cet automne."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# S05 déperlant sans PFAS sur toile polycoton lavée en buanderie industrielle (textile, Saint-Hyacinthe) - texte de
#     catalogue en bruit; journal .md (« lundi 5 mai », « 12 mai 2025 », « le 4 juin »), CSV, rapport DOCX
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_toile_deperlante_sans_pfas",
        "question": "Il me faudrait les textes 242, 244 et 246 pour le projet de déperlant sans PFAS sur la toile Brigade. Je te joins le journal de Catherine, le fichier d'essais, son rapport pis le texte du catalogue.",
        "facts": {
            "242": [["20 lavages industriels"], ["au moins 45 N"], ["polyester 100 %"], ["au plus 6 mm"]],
            "244": [["cire paraffinique"], ["dendrimère hydrocarboné"], ["isocyanate bloqué"],
                    ["rame à 180 °C", "sécheuse culbuteuse"]],
            "246": [["cote 80"], ["47 N"], ["silicone est exclu", "toile devient glissante"], ["fibre cassante"]],
        },
        "dates": ["2025-05-05", "2025-05-12", "2025-05-15", "2025-05-22", "2025-06-02", "2025-06-04", "2025-06-16",
                  "2025-06-18", "2025-06-27"],
        "noise": ["Disponible en 6 couleurs", "Livraison gratuite", "Broderie de votre logo", "Fièrement fabriqué"],
        "bindings": [
            {"value": "cote 50", "subject": "L1", "others": ["L4", "L3"]},
            {"value": "9 mm", "subject": "L2", "others": ["L4", "L5"]},
            {"value": "38 N", "subject": "L5", "others": ["L4", "L3"]},
        ],
    },
    [
        ("journal_finissage_deperlant.md", text("""
# Journal - déperlant sans PFAS, toile Brigade 65/35
Textiles Bellerive inc., Saint-Hyacinthe - département finissage
Écrit par Catherine Lemay (chimiste) et Patrick Dion (contremaître de la rame)

## Pourquoi
Notre client (manteaux de travail pour les municipalités) veut plus de PFAS dans la toile à partir de 2026. Notre déperlant actuel est un fluorocarbone C6.
Cible du client : cote d'arrosage (AATCC 22) d'au moins 80 après 20 lavages industriels à 75 °C, déchirure d'au moins 45 N en chaîne, glissement des coutures d'au plus 6 mm, et une main qui reste souple.
Les déperlants sans fluor des fournisseurs sont testés sur du polyester 100 % lavé à la maison à 40 °C. Sur du polycoton lavé en buanderie industrielle, les fiches techniques donnent rien, et le représentant nous a dit franchement qu'il savait pas si ça tiendrait 20 lavages. Le coton boit l'eau et la chimie sans fluor s'accroche mal au coton.

## Essais (foulard de labo + rame de production, pièces de 50 m)
- **lundi 5 mai** : L1 - cire paraffinique émulsionnée 60 g/L, rame à 160 °C. Belle perle d'eau au départ (cote 90).
- **12 mai 2025** : L1 après 20 lavages : cote 50. La cire part au lavage. Finie la cire.
- **15 mai** : L2 - silicone (PDMS émulsionné) 40 g/L. Cote 80 au départ, 60 après 20 lavages. Pire : la toile devient glissante, glissement des coutures de L2 : 9 mm. Le silicone est exclu pour une toile cousue en manteau.
- **22 mai 2025** : L3 - dendrimère hydrocarboné 40 g/L + réticulant isocyanate bloqué 8 g/L, rame à 170 °C. Cote 100 au départ!
- **2 juin** : L3 après 20 lavages : cote 70. Le client veut 80.
- **le 4 juin** : Catherine pense que le réticulant se débloque pas au complet à 170 °C. L4 : même bain que L3, rame à 180 °C pendant 60 s (vitesse baissée de 30 à 24 m/min). On ajoute un séchage en sécheuse culbuteuse après chaque lavage, comme en buanderie, pour réactiver le film.
- **16 juin 2025** : L4 après 20 lavages : cote 80. Déchirure 47 N, coutures 4 mm. Main correcte au toucher (panel de 5 couturières).
- **18 juin** : L5 - L4 avec le réticulant à 15 g/L pour se donner de la marge. Cote 90 après 20 lavages, mais L5 casse à 38 N et la toile jaunit. Trop de réticulant rend la fibre cassante.

## Sommaire - 27 juin 2025
La cire et le silicone tiennent pas au lavage industriel, et le silicone fait glisser les coutures. Le dendrimère avec réticulant marche, à condition de cuire à 180 °C pour débloquer le réticulant au complet et de sécher en culbuteuse après le lavage. Plus de réticulant donne plus de déperlance mais affaiblit la toile. L4 est envoyé au client pour ses essais de port cet automne.
""")),
        ("essais_deperlance_2025.csv", text("""
lot;date_traitement;chimie;temp_rame;cote_initiale;cote_apres_20_lavages;dechirure_chaine;glissement_coutures;main;verdict
L1;05/05/2025;cire paraffinique 60 g/L;160 °C;90;50;52 N;3 mm;souple;non conforme - lavage
L2;15/05/2025;silicone PDMS 40 g/L;160 °C;80;60;49 N;9 mm;glissante;non conforme - coutures
L3;22/05/2025;dendrimère 40 g/L + réticulant 8 g/L;170 °C;100;70;48 N;4 mm;souple;non conforme - lavage
L4;04/06/2025;dendrimère 40 g/L + réticulant 8 g/L;180 °C / 60 s + culbuteuse;100;80;47 N;4 mm;correcte;conforme
L5;18/06/2025;dendrimère 40 g/L + réticulant 15 g/L;180 °C / 60 s + culbuteuse;100;90;38 N;3 mm;raide, jaunie;non conforme - déchirure
""")),
        ("rapport_deperlant_sans_pfas.docx", docx([
            ("title", "Déperlant sans PFAS pour la toile Brigade 65/35"),
            ("p", "Textiles Bellerive inc., Saint-Hyacinthe. Catherine Lemay, chimiste - 27 juin 2025."),
            ("h1", "But du projet"),
            ("p", "Remplacer le fluorocarbone C6 par un déperlant sans PFAS qui garde une cote d'arrosage d'au "
                  "moins 80 après 20 lavages industriels à 75 °C, sans faire tomber la déchirure sous 45 N ni "
                  "faire glisser les coutures. Les produits offerts sont validés sur du polyester lavé à domicile; "
                  "leur tenue sur un polycoton 65/35 en buanderie industrielle était inconnue."),
            ("h1", "Ce qu'on a essayé"),
            ("b", "L1 - cire paraffinique émulsionnée, rame à 160 °C"),
            ("b", "L2 - silicone (PDMS) émulsionné, rame à 160 °C"),
            ("b", "L3 - dendrimère hydrocarboné avec réticulant isocyanate bloqué 8 g/L, rame à 170 °C"),
            ("b", "L4 - bain de L3, rame à 180 °C pendant 60 s, séchage en culbuteuse après chaque lavage"),
            ("b", "L5 - L4 avec réticulant à 15 g/L"),
            ("p", "Cote d'arrosage AATCC 22 avant et après 20 lavages à 75 °C (programme de buanderie du client), "
                  "déchirure en chaîne (méthode Elmendorf), glissement des coutures, main évaluée par 5 couturières."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Cote initiale", "Cote après 20 lavages", "Déchirure", "Glissement des coutures",
                 "Verdict"],
                ["L1", "90", "50", "52 N", "3 mm", "non conforme"],
                ["L2", "80", "60", "49 N", "9 mm", "non conforme"],
                ["L3", "100", "70", "48 N", "4 mm", "non conforme"],
                ["L4", "100", "80", "47 N", "4 mm", "conforme"],
                ["L5", "100", "90", "38 N", "3 mm", "non conforme"],
            ]),
            ("h1", "Ce qu'on retient"),
            ("p", "La cire et le silicone partent au lavage industriel; le silicone fait en plus glisser les "
                  "coutures. Le dendrimère réticulé tient seulement si le réticulant est entièrement débloqué "
                  "(180 °C) et si le film est réactivé à la chaleur après le lavage. Doubler le réticulant "
                  "améliore la déperlance mais rend la toile cassante et jaune. L4 est retenu."),
        ])),
        ("fiche_catalogue_manteau_brigade.txt", text("""
MANTEAU BRIGADE - COLLECTION TRAVAUX PUBLICS
Fièrement fabriqué à Saint-Hyacinthe!
Le manteau qui en a vu d'autres : toile robuste, bandes réfléchissantes, capuchon amovible.
Disponible en 6 couleurs haute visibilité, du TP au 4TG.
Broderie de votre logo incluse à partir de 25 manteaux.
Livraison gratuite au Québec pour les commandes de 500 $ et plus.
Demandez votre soumission en ligne!
""")),
    ],
)

# ---------------------------------------------------------------------------
# S06 conservation des oignons bio sans antigerminatif (agriculture, Montérégie) - soumission de transport en bruit;
#     cahier d'entrepôt sur deux années (« 15 octobre 2024 »), classeur XLSX d'inspections (dates en colonne),
#     courriel de l'agronome daté (résumé)
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_oignons_bio_entreposage_germination",
        "question": "Fais-moi les lignes 242, 244 et 246 pour notre projet d'entreposage des oignons bio sans antigerminatif. Tu as mon cahier d'entrepôt, le fichier des inspections, le courriel de Marie-Claude pis la soumission du transporteur.",
        "facts": {
            "242": [["hydrazide maléique"], ["au plus 5 %"], ["au plus 8 %"], ["terre noire"]],
            "244": [["éthylène 10 ppm"], ["menthe verte"], ["3 % O2"], ["1 % O2"]],
            "246": [["4,1 %"], ["5,2 %"], ["cœur brun"], ["fait germer plus vite"]],
        },
        "dates": ["2024-10-15", "2024-11-04", "2024-12-16", "2025-02-17", "2025-03-21", "2025-04-28",
                  "2025-05-02"],
        "noise": ["Remorque réfrigérée 53 pieds", "frais d'attente", "surcharge carburant", "Taxes en sus"],
        "bindings": [
            {"value": "31 %", "subject": "O2", "others": ["O4", "O3"]},
            {"value": "12 %", "subject": "O3", "others": ["O4", "O5"]},
            {"value": "16 %", "subject": "O5", "others": ["O4", "O3"]},
        ],
    },
    [
        ("cahier_entrepot_oignons.txt", text("""
FERME VAN HOECK & FILS - Sherrington
Cahier d'entrepôt - récolte 2024, oignons jaunes (cultivar Patterson), conservation sans antigerminatif
Tenu par Pieter Van Hoeck; suivi agronomique par Marie-Claude Dubuc, agr.

Le problème : on passe en régie biologique sur 40 ha. L'hydrazide maléique (l'antigerminatif qu'on applique au champ) est interdit en bio. Sans lui nos oignons germent en entrepôt dès février, et on perd les ventes de mars-avril, quand le prix est le meilleur. La pratique des fermes bio, c'est de tout vendre avant février.
Cible : garder les oignons jusqu'à la fin avril avec au plus 5 % de germination visible, au plus 8 % de perte de poids et au plus 3 % de pourriture.
Ce qu'on sait pas : l'éthylène en continu est utilisé en Angleterre sur les oignons, mais des essais en Ontario disent que ça stimule la germination. L'atmosphère contrôlée se fait pour les pommes; pour l'oignon de terre noire (plus humide à la récolte), personne avait les bons taux d'O2 et de CO2, ni ne savait si l'intérieur du bulbe allait s'abîmer.

Montage : 5 palox de 500 kg par traitement, chambre no 2 à 1 °C et 70 % HR. Palox d'atmosphère contrôlée rendus étanches avec des housses de polyéthylène, un petit générateur d'azote et un absorbeur de CO2.

15 octobre 2024 - mise en entrepôt de tous les palox après 3 semaines de cure. O1 témoin (1 °C seulement); O2 éthylène 10 ppm en continu dès le départ; O3 huile essentielle de menthe verte nébulisée aux 4 semaines; O4 atmosphère contrôlée 3 % O2 / 5 % CO2; O5 atmosphère contrôlée 1 % O2 / 5 % CO2.
4 novembre 2024 - O4 et O5 stabilisés à leur consigne. Lectures O2/CO2 deux fois par jour sur l'enregistreur, on ajuste le générateur à la main.
16 décembre 2024 - première inspection (50 bulbes par palox, coupés). Rien qui germe nulle part. Perte de poids entre 1,5 et 2,5 %.
17 février 2025 - deuxième inspection. O2 germe déjà : pousses vertes sur 9 % des bulbes. O1 à 3 %. O4 et O5 à 0.
21 mars 2025 - O5 : odeur d'alcool à l'ouverture d'une housse. Marie-Claude pense à de la fermentation, pas assez d'oxygène.
28 avril 2025 - inspection finale. O1 : 24 % de germination, trop. O2 : 31 %, pire que le témoin. O3 : germination de 12 %, et les bulbes sentent la menthe. O4 : germination 4,1 %, perte de poids 5,2 %, pourriture 2,6 %. O5 : presque pas de germes (1,6 %), mais le coupage montre un cœur brun sur 16 % des bulbes d'O5. Détails dans le fichier des inspections.
""")),
        ("inspections_entrepot_2024-2025.xlsx", xlsx([
            ("inspections", [
                ["date_inspection", "traitement", "bulbes_coupes", "germination_pct", "perte_poids_pct",
                 "pourriture_pct", "coeur_brun_pct", "remarque"],
                [D("2024-12-16"), "O1", 50, 0, 1.9, 0.5, 0, None],
                [D("2024-12-16"), "O2", 50, 0, 2.1, 0.5, 0, None],
                [D("2024-12-16"), "O3", 50, 0, 2.5, 0.8, 0, None],
                [D("2024-12-16"), "O4", 50, 0, 1.5, 0.3, 0, None],
                [D("2024-12-16"), "O5", 50, 0, 1.5, 0.4, 0, None],
                [D("2025-02-17"), "O1", 50, 3, 4.2, 1.2, 0, None],
                [D("2025-02-17"), "O2", 50, 9, 4.6, 1.3, 0, "pousses vertes"],
                [D("2025-02-17"), "O3", 50, 2, 5.0, 1.5, 0, "odeur de menthe"],
                [D("2025-02-17"), "O4", 50, 0, 3.3, 1.1, 0, None],
                [D("2025-02-17"), "O5", 50, 0, 3.1, 1.6, 2, None],
                [D("2025-04-28"), "O1", 50, 24, 6.8, 2.1, 0, "non conforme - germination"],
                [D("2025-04-28"), "O2", 50, 31, 7.1, 2.4, 0, "non conforme - germination"],
                [D("2025-04-28"), "O3", 50, 12, 7.4, 2.8, 0, "non conforme - germination, odeur"],
                [D("2025-04-28"), "O4", 50, 4.1, 5.2, 2.6, 0, "conforme"],
                [D("2025-04-28"), "O5", 50, 1.6, 4.9, 3.9, 16, "non conforme - coeur brun, odeur d'alcool"],
            ]),
        ])),
        ("courriel_agronome_resume.txt", text("""
De : Marie-Claude Dubuc, agr. <mcdubuc@agroconseil-monteregie.example>
Envoyé : 2 mai 2025 14:27
À : Pieter Van Hoeck
Objet : Résumé de l'essai d'entreposage 2024-2025

Bonjour Pieter,
Voici mon résumé pour ton dossier, après l'inspection finale du 28 avril.

1. Le témoin à 1 °C (O1) confirme le problème : 24 % de germination à la fin avril, bien au-dessus de la cible.
2. L'éthylène appliqué dès la mise en entrepôt fait germer plus vite : O2 est pire que le témoin dès février. Je te recommande de ne plus l'essayer sous cette forme chez toi.
3. La menthe verte (O3) ralentit la germination sans l'arrêter, et l'odeur reste sur les bulbes : pas vendable à tes clients de la distribution.
4. L'atmosphère contrôlée à 3 % O2 / 5 % CO2 (O4) respecte les trois cibles : germination 4,1 %, perte de poids 5,2 %, pourriture 2,6 %.
5. À 1 % O2 (O5) l'oignon manque d'oxygène : fermentation et cœur brun. Le bon taux d'oxygène se situe donc entre les deux; 3 % fonctionne, 1 % est trop bas.

Pour la récolte 2025, je suggère de passer toute la chambre no 2 en atmosphère contrôlée à 3 % O2 et de surveiller le CO2 en continu. On pourrait aussi essayer 2 % sur quelques palox.
Marie-Claude
""")),
        ("soumission_transport_oignons.txt", text("""
TRANSPORTS RIENDEAU & FRÈRES INC. - Saint-Rémi
Soumission no ST-25-0331 - Date : 2025-03-31
Client : Ferme Van Hoeck & Fils, Sherrington

Service : Remorque réfrigérée 53 pieds, 1 °C, chargement à la ferme
Trajet : Sherrington -> Marché central de Montréal (aller simple)
Tarif : 685,00 $ par voyage (jusqu'à 22 palettes)
Deux heures de chargement incluses; frais d'attente de 95,00 $ l'heure ensuite
Une surcharge carburant de 14 % s'applique sur le tarif
Taxes en sus. Soumission valide 30 jours.
""")),
    ],
)

# ---------------------------------------------------------------------------
# S07 réparation de carters en magnésium ZE41 par projection à froid (aérospatial, Mirabel) - pas de bruit;
#     rapport DOCX avec dates dans une colonne du tableau, classeur XLSX des essais d'arrachement, note de synthèse
#     PDF datée
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_carter_magnesium_projection_froid",
        "question": "On a besoin des sections 242/244/246 pour la réparation des carters en magnésium par projection à froid. Je t'envoie le rapport d'essais, le fichier d'adhérence pis la note de synthèse de Geneviève.",
        "facts": {
            "242": [["au moins 35 MPa"], ["au plus 150 °C"], ["mise au rebut"], ["hélium"]],
            "244": [["Al 6061"], ["buse refroidie"], ["alumine 60 grit", "grenaillage"], ["scellant époxy"]],
            "246": [["41 MPa"], ["0,6 %"], ["500 h sans piqûres"], ["corrosion galvanique"]],
        },
        "dates": ["2025-09-08", "2025-09-15", "2025-09-22", "2025-09-29", "2025-10-01", "2025-10-06", "2025-10-20",
                  "2025-10-27", "2025-11-07", "2025-11-14"],
        "noise": [],
        "bindings": [
            {"value": "18 MPa", "subject": "K1", "others": ["K4", "K3"]},
            {"value": "182 °C", "subject": "K2", "others": ["K4", "K3"]},
            {"value": "336 h", "subject": "K5", "others": ["K4", "K3"]},
        ],
    },
    [
        ("rapport_essais_projection_froid.docx", docx([
            ("title", "Réparation des carters ZE41 par projection à froid - rapport d'essais"),
            ("p", "Aéro-Réparations Boréal inc., Mirabel. Préparé par Maxime Paquette, technologue en procédés "
                  "spéciaux, le 7 novembre 2025."),
            ("h1", "Contexte"),
            ("p", "Les carters de boîte d'accessoires en alliage de magnésium ZE41 qu'on reçoit en révision sont "
                  "souvent piqués par la corrosion autour des bossages. Aujourd'hui, au-delà de la profondeur "
                  "permise par le manuel de réparation, c'est la mise au rebut (environ 38 000 $ la pièce). "
                  "La projection à froid d'aluminium est reconnue pour ce genre de réparation, mais les "
                  "réparations publiées utilisent de l'hélium et des pistolets haute pression sur d'autres "
                  "alliages. Avec notre pistolet à l'azote, on ne savait pas si on obtiendrait l'adhérence voulue "
                  "sur le ZE41 sans surchauffer le substrat."),
            ("p", "Critères : adhérence d'au moins 35 MPa (ASTM C633), porosité d'au plus 1 %, température du "
                  "substrat d'au plus 150 °C pendant la projection, aucune piqûre après 500 h de brouillard "
                  "salin (ASTM B117)."),
            ("h1", "Approche"),
            ("b", "K1 - poudre d'aluminium pur, azote à 400 °C, 3 MPa, sablage 220 grit"),
            ("b", "K2 - poudre Al 6061, azote à 550 °C, 4,5 MPa, sablage 220 grit"),
            ("b", "K3 - K2 avec buse refroidie à l'eau et balayage à 500 mm/s"),
            ("b", "K4 - K3 avec grenaillage à l'alumine 60 grit et scellant époxy après usinage"),
            ("b", "K5 - K4 sans scellant"),
            ("p", "Coupons de ZE41 de 25 mm, revêtement de 1,5 mm, usinés à 0,8 mm. Température du substrat par "
                  "thermographie infrarouge, cinq plots d'arrachement par essai, porosité par analyse d'image sur "
                  "coupe polie. Brouillard salin sur coupons usinés à partir du 6 octobre."),
            ("h1", "Constats"),
            ("table", [
                ["Essai", "Date de projection", "Température max du substrat", "Adhérence moyenne", "Porosité",
                 "Brouillard salin", "Verdict"],
                ["K1", "2025-09-08", "121 °C", "18 MPa", "2,4 %", "non fait", "non conforme"],
                ["K2", "2025-09-15", "182 °C", "31 MPa", "0,9 %", "non fait", "non conforme - substrat trop chaud"],
                ["K3", "2025-09-22", "138 °C", "29 MPa", "1,1 %", "non fait", "non conforme"],
                ["K4", "2025-09-29", "141 °C", "41 MPa", "0,6 %", "500 h sans piqûres (fin le 2025-10-27)",
                 "conforme"],
                ["K5", "2025-10-01", "140 °C", "40 MPa", "0,7 %", "piqûres à 336 h (2025-10-20)",
                 "non conforme - corrosion"],
            ]),
            ("p", "Le refroidissement de la buse ramène le substrat sous la limite, mais fait perdre de "
                  "l'adhérence; c'est la préparation de surface plus agressive qui la redonne. Sans scellant, "
                  "l'électrolyte atteint l'interface aluminium-magnésium et la corrosion galvanique perce."),
            ("h1", "Prochaines étapes"),
            ("p", "Montage du dossier de qualification de la réparation K4 : essais de fatigue sur bossages et "
                  "réparation de trois carters retirés du service."),
        ])),
        ("essais_adherence_ZE41.xlsx", xlsx([
            ("arrachement", [
                ["essai", "date_projection", "plot", "adherence_MPa", "mode_rupture"],
                ["K1", D("2025-09-08"), 1, 17.2, "interface"],
                ["K1", D("2025-09-08"), 2, 18.9, "interface"],
                ["K1", D("2025-09-08"), 3, 18.1, "interface"],
                ["K2", D("2025-09-15"), 1, 30.4, "interface"],
                ["K2", D("2025-09-15"), 2, 31.8, "mixte"],
                ["K2", D("2025-09-15"), 3, 30.9, "interface"],
                ["K3", D("2025-09-22"), 1, 28.6, "interface"],
                ["K3", D("2025-09-22"), 2, 29.5, "interface"],
                ["K3", D("2025-09-22"), 3, 28.9, "interface"],
                ["K4", D("2025-09-29"), 1, 40.2, "colle"],
                ["K4", D("2025-09-29"), 2, 41.8, "colle"],
                ["K4", D("2025-09-29"), 3, 41.1, "cohésive"],
                ["K5", D("2025-10-01"), 1, 39.7, "colle"],
                ["K5", D("2025-10-01"), 2, 40.4, "colle"],
            ]),
            ("substrat_porosite", [
                ["essai", "date_projection", "gaz", "temp_gaz_C", "temp_substrat_max_C", "porosite_pct"],
                ["K1", D("2025-09-08"), "azote", 400, 121, 2.4],
                ["K2", D("2025-09-15"), "azote", 550, 182, 0.9],
                ["K3", D("2025-09-22"), "azote", 550, 138, 1.1],
                ["K4", D("2025-09-29"), "azote", 550, 141, 0.6],
                ["K5", D("2025-10-01"), "azote", 550, 140, 0.7],
            ]),
        ])),
        ("note_synthese_projection_froid.pdf", pdf([
            ("title", "NOTE DE SYNTHÈSE"),
            ("p", "Le 14 novembre 2025"),
            ("p", "De : Geneviève Tardif, ing., directrice technique. À : direction générale; assurance qualité."),
            ("p", "Objet : projet de réparation des carters ZE41 par projection à froid - état au 14 novembre"),
            ("h1", "Ce qu'on cherchait"),
            ("p", "Éviter la mise au rebut des carters en magnésium piqués en les réparant par projection à froid "
                  "d'aluminium avec notre pistolet à l'azote : adhérence d'au moins 35 MPa, porosité d'au plus "
                  "1 %, substrat maintenu au plus 150 °C, tenue de 500 h en brouillard salin."),
            ("h1", "Ce qu'on a appris"),
            ("b", "L'aluminium pur projeté à l'azote n'adhère pas assez au ZE41 : K1 plafonne à 18 MPa."),
            ("b", "La poudre Al 6061 chauffée à 550 °C adhère mieux, mais K2 monte le substrat à 182 °C, au-delà "
                  "de ce que l'alliage tolère."),
            ("b", "La buse refroidie règle la température; l'adhérence revient avec le grenaillage à l'alumine. "
                  "K4 : 41 MPa, porosité 0,6 %, 500 h sans piqûres."),
            ("b", "Sans scellant, K5 montre des piqûres à 336 h : le scellant époxy fait partie de la réparation."),
            ("h1", "Suite"),
            ("p", "Dossier de qualification de la réparation K4 en préparation; essais de fatigue prévus en "
                  "janvier. Aucun carter client ne sera réparé avant l'approbation."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# S08 vides de brasure sous le pavé thermique de QFN à vias ouverts (électronique, Estrie) - facture en bruit;
#     journal d'atelier .txt (« 2025/09/03 », « jeudi 11 sept. »), CSV jj/mm/aaaa, fil de courriels avec le client
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_brasage_qfn_vides_vias",
        "question": "Peux-tu écrire les lignes 242, 244 et 246 pour le projet des vides de brasure sur la carte PM-400? J'ai mis le journal d'atelier, le fichier des rayons X, les courriels avec Voltéo pis la facture des pochoirs.",
        "facts": {
            "242": [["au plus 25 %"], ["2,5 °C/W"], ["vias thermiques non bouchés", "25 vias"], ["35 à 45 %"]],
            "244": [["pochoir fenêtré"], ["sous azote"], ["vias tentés", "tenting"], ["préchauffage prolongé"]],
            "246": [["Vides 14 %", "14 % de vides"], ["2,1 °C/W"], ["air enfermé"], ["zéro rejet"]],
        },
        "dates": ["2025-08-28", "2025-09-03", "2025-09-05", "2025-09-11", "2025-09-16", "2025-09-24", "2025-09-30",
                  "2025-10-03", "2025-10-06"],
        "noise": ["Facture F-20931", "Frais de manutention", "Escompte de 2 % si payé", "Expédition par Purolator"],
        "bindings": [
            {"value": "38 %", "subject": "Q1", "others": ["Q5", "Q3"]},
            {"value": "23 %", "subject": "Q3", "others": ["Q5", "Q2"]},
            {"value": "31 %", "subject": "Q4", "others": ["Q5", "Q3"]},
        ],
    },
    [
        ("journal_atelier_smt.txt", text("""
ÉLECTRONIQUE MISSISQUOI INC. - Cowansville
Journal d'atelier SMT, ligne 2 - projet « vides QFN » sur la carte PM-400 (client Voltéo)
Stéphane Lussier (ing. procédés) et Mélissa Ouellet (tech. SMT)

Contexte : la PM-400 (module de puissance de borne de recharge) porte 4 pilotes de grille en boîtier QFN-56 avec un pavé thermique de 7 x 7 mm percé de 25 vias thermiques non bouchés (le client veut pas payer le bouchage). Voltéo exige au plus 25 % de vides sous le pavé (rayons X), aucune soudure qui ressort au verso, et une résistance thermique jonction-boîtier d'au plus 2,5 °C/W. Notre procédé standard donne 35 à 45 % de vides sur ce pavé-là. Les recettes publiées (pochoir fenêtré, refusion sous azote) visent des QFN sans vias ouverts. Avec 25 vias qui aspirent la soudure et relâchent du gaz pendant la refusion, on savait pas quel effet allait l'emporter.

2025/09/03 - Q1, référence : pochoir plein 1:1 sur le pavé, pâte SAC305 type 3, profil standard à l'air. Rayons X sur 20 cartes (80 QFN) : Q1 donne 38 % de vides en moyenne, max 52 %.
2025/09/05 - Q2 : pochoir fenêtré, 9 carreaux, couverture 60 %. Vides 27 %, mais de la soudure ressort au verso par les vias sur 14 % des cartes.
jeudi 11 sept. - Q3 : Q2 + refusion sous azote (O2 sous 500 ppm). Q3 : vides 23 %, soudure au verso encore sur 12 % des cartes.
2025/09/16 - Q4 : vias tentés côté verso (masque de soudure par-dessus, fait par le fabricant des cartes nues) pour empêcher la soudure de passer. Q4 : 31 % de vides et des grosses bulles juste au-dessus des vias. L'air enfermé dans les vias tentés se dilate à la refusion et souffle dans la soudure. Le tenting est éliminé.
2025/09/24 - Q5 : Q3 + préchauffage prolongé (palier 150-180 °C pendant 90 s) + pâte type 4 à faible dégazage + carreaux du pochoir décalés pour éviter les vias. Vides 14 %, aucune soudure au verso sur 40 cartes, Rth 2,1 °C/W.
2025/09/30 - Q5 sur une série pilote de 200 cartes : 15 % de vides en moyenne, max 22 %, zéro rejet à l'inspection.
""")),
        ("rayons_x_qfn_2025.csv", text("""
recette;date;pochoir;atmosphere;pate;cartes;vides_moyens;vides_max;soudure_au_verso;rth_jc;verdict
Q1;03/09/2025;plein 1:1;air;SAC305 type 3;20;38 %;52 %;0 %;2,9 °C/W;non conforme - vides
Q2;05/09/2025;fenêtré 9 carreaux 60 %;air;SAC305 type 3;20;27 %;41 %;14 %;2,6 °C/W;non conforme - vides et verso
Q3;11/09/2025;fenêtré 9 carreaux 60 %;azote;SAC305 type 3;20;23 %;36 %;12 %;2,4 °C/W;non conforme - verso
Q4;16/09/2025;fenêtré 9 carreaux 60 %, vias tentés;azote;SAC305 type 3;20;31 %;58 %;0 %;2,8 °C/W;non conforme - vides
Q5;24/09/2025;fenêtres décalées des vias;azote + palier 90 s;SAC305 type 4 faible dégazage;40;14 %;21 %;0 %;2,1 °C/W;conforme
Q5-pilote;30/09/2025;fenêtres décalées des vias;azote + palier 90 s;SAC305 type 4 faible dégazage;200;15 %;22 %;0 %;-;conforme
""")),
        ("courriels_volteo.txt", text("""
De : Annie Lavigne <alavigne@volteo.example>
Date : 2025-08-28 10:14
À : Stéphane Lussier
Objet : PM-400 - exigences pour les QFN des pilotes de grille

Bonjour Stéphane,
Suite aux retours terrain (deux modules surchauffés), voici nos exigences pour les prochains lots :
- vides sous le pavé thermique des QFN : au plus 25 %, vérifié aux rayons X sur chaque lot
- aucune soudure visible au verso (ça nuit à l'appui du dissipateur)
- Rth jonction-boîtier d'au plus 2,5 °C/W
On ne veut pas passer au bouchage des vias, le coût de la carte nue monterait trop.
Annie Lavigne, ing. qualité fournisseurs

-----
De : Stéphane Lussier
Date : 2025-10-03 15:52
À : Annie Lavigne
Objet : RE: PM-400 - résumé des essais

Annie,
Résumé de septembre : le pochoir fenêtré et l'azote aident, mais pas assez, et la soudure passait au verso. Boucher les vias par le dessous avec du masque (tenting) empire les vides. La recette finale combine l'azote, un palier de préchauffage long, une pâte à faible dégazage et des fenêtres qui évitent les vias : 14 % de vides, Rth de 2,1 °C/W, rien au verso. La série pilote du 30 septembre a passé sans rejet. Rapport de rayons X en pièce jointe.
Stéphane

-----
De : Annie Lavigne
Date : 2025-10-06 09:03
Objet : RE: RE: PM-400 - résumé des essais

Parfait, on accepte la recette pour le lot de production d'octobre. Merci à l'équipe!
""")),
        ("facture_pochoirs_laser.txt", text("""
POCHOIRS LASER DES CANTONS INC. - Granby
Facture F-20931
Date : 2025-09-02
Vendu à : Électronique Missisquoi inc., Cowansville

Qté | Description | Prix | Total
2 | Pochoir inox 127 µm, cadre 29 po, découpe laser | 485,00 $ | 970,00 $
1 | Pochoir inox 100 µm, cadre 29 po, découpe laser | 465,00 $ | 465,00 $
Frais de manutention : 35,00 $
Expédition par Purolator, livraison le lendemain
Sous-total : 1 470,00 $ | TPS : 73,50 $ | TVQ : 146,63 $ | Total : 1 690,13 $
Escompte de 2 % si payé en 10 jours, sinon net 30 jours.
""")),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
