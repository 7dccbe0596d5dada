#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the third first-contact set (fr/evidence_first_3).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json.
Small Quebec firms, Quebec usage and anglicisms (« le set-up », « checker », « batch »), some missing accents,
French number formats ("2,4 %", "-25 °C", "1 200") and French dates (« 3 mars 2025 », « 17/03/2025 »,
« le 2 avril », « mardi 4 mars »), each journal closing with a dated « Sommaire ». Every case has
"language": "fr", placed after "question" as in fr/evidence_first_2. Semicolon CSV files use decimal commas, as
exported by a French-locale spreadsheet; XLSX cells hold real numbers (so they read 18.6, not 18,6).
Noise (never a record of the work): job offer, contract clause, invoice, e-mail signature with a confidentiality
notice, price list, advertising copy, HR reminders. One case (fr_fromage_affinage_accelere) has no noise.
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
# R01 affinage accéléré d'un fromage à pâte ferme (fromagerie, Centre-du-Québec) - pas de bruit;
#     journal sans accents par endroits, « jeudi 13 mars », « 27/02/2025 »; classeur XLSX et rapport DOCX
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_fromage_affinage_accelere",
        "question": "Peux-tu me rédiger les lignes 242, 244 et 246 du T661 pour notre projet d'affinage accéléré du Rang-Neuf? Le journal de Martin, le fichier des meules pis le rapport de Chloé sont joints.",
        "facts": {
            "242": [["45 jours"], ["18 %"], ["2,0 sur 9"], ["cheddar"]],
            "244": [["14 °C"], ["culture adjointe", "Lactobacillus helveticus"], ["protéase neutre"], ["choc thermique"]],
            "246": [["18,6 %"], ["1,6 sur 9"], ["pâteuse"], ["9 meules sur 40", "9/40"]],
        },
        "dates": ["2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-27", "2025-03-06", "2025-03-13",
                  "2025-03-20", "2025-04-14", "2025-04-17"],
        "noise": [],
        "bindings": [
            {"value": "4,8 sur 9", "subject": "A2", "others": ["A3", "A5"]},
            {"value": "24,1 %", "subject": "A4", "others": ["A3", "A5"]},
            {"value": "21,3 %", "subject": "A5", "others": ["A3", "A4"]},
        ],
    },
    [
        ("journal_affinage_rang9.txt", text("""
FROMAGERIE LA MEULE DU RANG - Saint-Ferdinand
Journal R&D - affinage accéléré du Rang-Neuf (pâte ferme pressée non cuite, lait thermisé, meules de 4 kg)
Tenu par Martin Bergeron, fromager en chef (les notes de Chloé, tech. labo, sont entre parenthèses)

But du projet
Le Rang-Neuf prend 90 jours de cave a 10 °C. La cave est pleine pis on refuse des commandes. On veut le vendre a 45 jours avec le meme gout : indice de maturation (azote soluble / azote total) d'au moins 18 % a 45 jours (c'est ce que le fromage donne a 90 jours), amertume d'au plus 2,0 sur 9 au panel, humidite sous 40 % et pas de fissures.
Les cultures d'affinage pis les enzymes qu'on nous vend sont documentées pour le cheddar, sur du lait pasteurisé. Rien sur une pâte pressée non cuite au lait thermisé comme la nôtre. Le rep du fournisseur pouvait pas nous dire si ça allait goûter amer avant 45 jours.

13 janvier 2025 - lot 251, deux fois 40 meules. A1 = témoin, culture habituelle, cave 10 °C. A2 = même caillé, petite cave montée a 14 °C. Le set-up de la petite cave a pris l'avant-midi.
le 20 janvier - lot 254 : A3 avec une culture adjointe, Lactobacillus helveticus atténuée par choc thermique (elle fait plus d'acide mais ses enzymes restent). Cave a 12 °C.
27/01/2025 - lot 258 : A4, protéase neutre encapsulée a 0,02 % dans le lait, cave a 12 °C.
3 février 2025 - lot 262 : A5 = recette A3 mais cave a 14 °C, pour voir si on peut aller encore plus vite.
27/02/2025 - A1 et A2 a 45 jours. A1 a 11,2 % seulement, fade, comme prevu. A2 monte a 16,9 % mais il est amer : 4,8 sur 9 au panel. La chaleur toute seule donne l'amertume.
le 6 mars - A3 a 45 jours : indice 18,6 %, amertume 1,6 sur 9, humidite 39,2 %. Pâte souple, bon goût de noisette. (Chloé va checker l'humidité sur 3 autres meules - ok, 39,0 a 39,4 %.)
jeudi 13 mars - A4 a 45 jours : indice 24,1 %, ca depasse la cible en masse, texture pâteuse qui colle au couteau, amertume 3,9 sur 9. L'enzyme travaille trop et on peut pas l'arrêter.
20/03/2025 - A5 a 45 jours : 21,3 % mais fissures sur 9 meules sur 40 (trop de gaz) et amertume 2,7 sur 9. Trop chaud pour cette culture.
14 avril 2025 - A1 a 90 jours pour comparer : 18,9 %. Donc A3 a 45 jours = notre fromage a 90 jours.

Sommaire - 17 avril 2025
Monter la cave sans rien changer d'autre donne un fromage amer. L'enzyme ajoutée au lait va trop loin et rend la pâte molle. La culture adjointe atténuée a 12 °C fait le travail en 45 jours, sans amertume ni fissures; avec la cave a 14 °C elle fait fendre les meules. On part la production avec la recette A3 en mai. Chloé commande la culture pour 6 mois.
""")),
        ("suivi_meules_2025.xlsx", xlsx([
            ("meules", [
                ["lot", "essai", "date_fabrication", "date_analyse", "age_jours", "cave_C", "humidite_pct", "pH",
                 "indice_maturation_pct", "amertume_sur_9", "meules_fissurees", "verdict"],
                [251, "A1", D("2025-01-13"), D("2025-02-27"), 45, 10, 41.0, 5.31, 11.2, 1.2, 0,
                 "non conforme - indice trop bas"],
                [251, "A2", D("2025-01-13"), D("2025-02-27"), 45, 14, 39.6, 5.22, 16.9, 4.8, 0, "non conforme - amer"],
                [254, "A3", D("2025-01-20"), D("2025-03-06"), 45, 12, 39.2, 5.29, 18.6, 1.6, 0, "conforme"],
                [258, "A4", D("2025-01-27"), D("2025-03-13"), 45, 12, 39.9, 5.35, 24.1, 3.9, 0,
                 "non conforme - pâteuse, amère"],
                [262, "A5", D("2025-02-03"), D("2025-03-20"), 45, 14, 38.8, 5.27, 21.3, 2.7, 9, "non conforme - fissures"],
                [251, "A1", D("2025-01-13"), D("2025-04-14"), 90, 10, 38.5, 5.33, 18.9, 1.1, 0, "référence 90 jours"],
            ]),
        ])),
        ("rapport_affinage_accelere.docx", docx([
            ("title", "Affinage accéléré du Rang-Neuf - rapport d'essais"),
            ("p", "Fromagerie La Meule du Rang inc., Saint-Ferdinand. Préparé par Chloé Gagné, technicienne de "
                  "laboratoire, le 17 avril 2025."),
            ("h1", "Objectif"),
            ("p", "Ramener l'affinage du Rang-Neuf de 90 jours à 45 jours sans changer le goût : indice de maturation "
                  "d'au moins 18 % à 45 jours, amertume d'au plus 2,0 sur 9, humidité sous 40 %, aucune fissure. "
                  "Les cultures d'affinage et les enzymes d'accélération offertes sur le marché ont été mises au "
                  "point pour le cheddar; aucune donnée n'existait pour une pâte pressée non cuite au lait thermisé."),
            ("h1", "Méthode"),
            ("b", "A1 - témoin : culture habituelle, cave à 10 °C"),
            ("b", "A2 - même caillé que A1, cave à 14 °C"),
            ("b", "A3 - culture adjointe Lactobacillus helveticus atténuée par choc thermique, cave à 12 °C"),
            ("b", "A4 - protéase neutre encapsulée (0,02 %) ajoutée au lait, cave à 12 °C"),
            ("b", "A5 - recette A3, cave à 14 °C"),
            ("p", "40 meules de 4 kg par essai. À 45 jours : azote soluble à pH 4,6 et azote total (Kjeldahl), "
                  "humidité, pH, panel interne de 8 dégustateurs (amertume notée sur 9), fissures comptées à la coupe."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Cave", "Indice de maturation à 45 j", "Amertume", "Humidité", "Fissures", "Verdict"],
                ["A1", "10 °C", "11,2 %", "1,2 sur 9", "41,0 %", "0/40", "non conforme - indice trop bas"],
                ["A2", "14 °C", "16,9 %", "4,8 sur 9", "39,6 %", "0/40", "non conforme - amer"],
                ["A3", "12 °C", "18,6 %", "1,6 sur 9", "39,2 %", "0/40", "conforme"],
                ["A4", "12 °C", "24,1 %", "3,9 sur 9", "39,9 %", "0/40", "non conforme - texture pâteuse, amer"],
                ["A5", "14 °C", "21,3 %", "2,7 sur 9", "38,8 %", "9/40", "non conforme - fissures"],
            ]),
            ("p", "Le témoin A1 atteint 18,9 % à 90 jours (analyse du 14 avril 2025)."),
            ("h1", "Conclusion"),
            ("p", "Monter la température seule accélère la protéolyse mais donne de l'amertume. La protéase ajoutée "
                  "travaille trop et donne une texture pâteuse; on ne peut pas l'arrêter. La culture adjointe "
                  "atténuée donne à 45 jours l'indice de maturation du fromage de 90 jours, sans amertume. "
                  "Combinée à une cave à 14 °C, elle fait fissurer les meules. La recette A3 à 12 °C est retenue "
                  "pour la production de mai."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# R02 vision artificielle pour le tri des bleuets sauvages (automatisation, Lac-Saint-Jean) - offre d'emploi en
#     bruit; journal de dev en .md (ISO, jj/mm/aaaa, « le 25 août »), CSV au point-virgule, note de service PDF
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_tri_bleuets_vision",
        "question": "Rédige-moi les sections 242, 244 pis 246 pour la trieuse à bleuets qu'on a développée pour la coop. J'ai mis le journal de dev, le fichier des essais, la note de service pis l'offre d'emploi de la coop.",
        "facts": {
            "242": [["95 %"], ["15 ms"], ["4 t/h"], ["corymbe", "bleuet en corymbe"]],
            "244": [["proche infrarouge", "850 nm"], ["polarisé croisé"], ["quantifié INT8", "INT8"], ["réseau de neurones"]],
            "246": [["95,8 %"], ["11 ms"], ["71,2 %"], ["reflets de pruine"]],
        },
        "dates": ["2025-07-29", "2025-08-04", "2025-08-11", "2025-08-18", "2025-08-25", "2025-09-02", "2025-09-09",
                  "2025-09-16"],
        "noise": ["17,75 $ de l'heure", "prime de soir", "Transport par autobus", "formation payée"],
        "bindings": [
            {"value": "21 ms", "subject": "V2", "others": ["V5", "V4"]},
            {"value": "93,4 %", "subject": "V3", "others": ["V5", "V4"]},
            {"value": "3,8 %", "subject": "V1", "others": ["V5", "V3"]},
        ],
    },
    [
        ("journal_dev_trieuse.md", text("""
# Journal de dev - trieuse optique pour bleuets sauvages
Automatisation Péribonka inc., Dolbeau-Mistassini. Client pilote : Bleuetière coopérative des Chutes (ligne de congélation no 1).
Rédigé par Kevin Tremblay (dev vision), avec Mélanie Boivin (électrique) pour le set-up.

## Le problème
La coop trie encore à la main les bleuets verts, rouges, écrasés et moisis avant la congélation. La trieuse optique usagée qu'elle a achetée a été calibrée par le fabricant pour le bleuet en corymbe (cultivé, 12 à 18 mm). Le bleuet sauvage fait 6 à 10 mm, il est couvert de pruine (la poudre blanche) et les moisissures du début se voient pas en couleur. Le fabricant a aucun réglage pour ça.
Cibles fixées avec la coop : détecter au moins 95 % des fruits défectueux, éjecter au plus 2 % des bons bleuets, passer 4 t/h sur 8 couloirs, et une latence d'au plus 15 ms entre l'image et le souffleur (à 1,5 m/s, le fruit arrive aux buses 18 ms après la caméra). On savait pas si un modèle assez bon pour ça pouvait tourner assez vite sur l'ordi embarqué.

## Entrées
- **2025-08-04** - set-up sur la ligne 1, PC embarqué (GPU) installé dans le cabinet. Début de la collecte d'images : 18 000 fruits annotés à la main par trois trieuses de la coop en une semaine.
- **11/08/2025** - V1 : trieuse telle que livrée, caméra RGB et seuils de couleur du fabricant. Batch de 500 kg, comptage manuel sur 2 kg. V1 : rappel de 71,2 % seulement, et 3,8 % de faux rejets. Les bleuets bien bleus mais poudrés de pruine sortent pâles à l'image et se font souffler.
- **18/08/2025** - V2 : même caméra RGB, réseau de neurones (détecteur entraîné sur nos 18 000 images). V2 détecte 86,5 % des défauts mais prend 21 ms par image. Le souffleur manque des fruits, on a dû baisser le débit.
- **le 25 août** - V3 : ajout d'une caméra proche infrarouge 850 nm synchronisée avec la RGB, le réseau reçoit les deux images. Les moisis ressortent enfin (tache sombre en NIR). V3 : rappel 93,4 %, faux rejets 2,6 %, mais 24 ms.
- **2 septembre** (mardi, lendemain de la fête du Travail) - V4 : V3 + éclairage polarisé croisé (filtres polarisants sur les lampes et devant les lentilles) pour tuer les reflets de pruine. Rappel 96,3 %, faux rejets 1,4 %. Toujours trop lent.
- **2025-09-09** - V5 : V4 avec le modèle quantifié INT8 (TensorRT). 11 ms par image. On a checké que la précision tient : rappel 95,8 %, faux rejets 1,5 %, 4,2 t/h sur trois batchs de 500 kg.

## Sommaire - 16 septembre 2025
Les faux rejets venaient des reflets de pruine, pas du modèle : le polarisé croisé les règle. Sans le proche infrarouge, les moisis du début passent tout droit. Et le réseau en pleine précision est trop lent pour le souffleur; quantifié en INT8, il perd moins d'un point de rappel. V5 roule en production pour le reste de la saison, le triage manuel est arrêté.
""")),
        ("essais_trieuse_2025.csv", text("""
version;date;camera;eclairage;modele;debit_t_h;fruits_comptes;rappel_defauts;faux_rejets;latence_ms;resultat
V1;11/08/2025;RGB;DEL blanc diffus;seuils couleur fabricant;4,0;1 840;71,2 %;3,8 %;4;non conforme - rappel < 95 % et faux rejets > 2 %
V2;18/08/2025;RGB;DEL blanc diffus;réseau de neurones FP32;3,1;1 910;86,5 %;2,9 %;21;non conforme - latence 21 ms > 15 ms
V3;25/08/2025;RGB + NIR 850 nm;DEL blanc diffus;réseau de neurones FP32;3,0;1 875;93,4 %;2,6 %;24;non conforme - latence et faux rejets
V4;02/09/2025;RGB + NIR 850 nm;polarisé croisé;réseau de neurones FP32;3,0;1 902;96,3 %;1,4 %;24;non conforme - latence
V5;09/09/2025;RGB + NIR 850 nm;polarisé croisé;réseau quantifié INT8;4,2;1 930;95,8 %;1,5 %;11;conforme
""")),
        ("note_service_essais_trieuse.pdf", pdf([
            ("title", "NOTE DE SERVICE"),
            ("p", "Date : 29 juillet 2025"),
            ("p", "De : Sylvie Gagnon, directrice des opérations, Bleuetière coopérative des Chutes"),
            ("p", "À : équipe de la ligne de congélation no 1; Automatisation Péribonka inc."),
            ("p", "Objet : essais de la trieuse optique pendant la récolte 2025"),
            ("h1", "Plan des essais"),
            ("p", "Automatisation Péribonka fera les essais de sa trieuse sur la ligne 1 une fois par semaine "
                  "pendant la récolte. Chaque essai se fait sur un batch de 500 kg de bleuets non triés venant "
                  "du même champ."),
            ("b", "Échantillon de 2 kg prélevé à la sortie des bons fruits et à la sortie des rejets; défauts "
                  "comptés à la main par deux trieuses."),
            ("b", "Critères d'acceptation : au moins 95 % des défauts rejetés, au plus 2 % de bons fruits rejetés, "
                  "débit de 4 t/h."),
            ("b", "Cadenassage obligatoire avant toute intervention dans le cabinet de la trieuse."),
            ("p", "Le triage manuel reste en place en parallèle jusqu'à la fin des essais."),
        ])),
        ("offre_emploi_trieurs.txt", text("""
BLEUETIÈRE COOPÉRATIVE DES CHUTES - EMPLOIS D'ÉTÉ 2025
Trieur(euse) de bleuets à l'usine de congélation
Du début août à la fin septembre, quarts de jour et de soir
Salaire : 17,75 $ de l'heure + prime de soir de 1,25 $
Transport par autobus depuis Dolbeau et Mistassini
Aucune expérience requise, formation payée
Postulez en ligne ou au bureau de la coop avant le 25 juillet!
""")),
    ],
)

# ---------------------------------------------------------------------------
# R03 recharge à froid d'un pack de batterie de motoneige électrique (Estrie) - clause de contrat en bruit en
#     annexe du rapport DOCX; cahier d'atelier .txt, CSV au point-virgule
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_batterie_motoneige_recharge_froid",
        "question": "J'ai besoin des textes 242, 244 et 246 pour le projet de recharge à froid des batteries de nos motoneiges. Le cahier d'atelier, les résultats de la chambre froide et le rapport d'Éric sont en pièces jointes.",
        "facts": {
            "242": [["-25 °C"], ["90 min"], ["8 % de l'énergie"], ["sous 0 °C"]],
            "244": [["films chauffants"], ["aérogel"], ["courant alternatif"], ["300 Hz"]],
            "246": [["84 min"], ["5,6 %"], ["1,3 %"], ["bande de filtrage", "brouille la mesure"]],
        },
        "dates": ["2025-01-20", "2025-01-27", "2025-02-05", "2025-02-12", "2025-02-19", "2025-02-24", "2025-03-31",
                  "2025-04-07"],
        "noise": ["pénalité de 250 $ par jour ouvrable", "jusqu'à concurrence de 10 %", "district judiciaire de Saint-François",
                  "prix consentis"],
        "bindings": [
            {"value": "52 min", "subject": "B1", "others": ["B4", "B3"]},
            {"value": "41 min", "subject": "B2", "others": ["B4", "B3"]},
            {"value": "14 arrêts", "subject": "B3", "others": ["B4", "B2"]},
        ],
    },
    [
        ("cahier_atelier_batterie.txt", text("""
MOTONEIGES NORDIQ ÉLECTRIQUE INC. - Windsor (Estrie)
Cahier d'atelier - projet « recharge a froid » du pack 26 kWh (cellules LFP prismatiques, 96 V)
Écrit par Samuel Côté, tech. en électrique, et Éric Lapointe, ing.

Rappel du besoin : nos clients (pourvoiries) rechargent au relais, dehors, souvent a -25 °C. Le fabricant des cellules interdit de charger sous 0 °C (plaquage de lithium). Il faut réchauffer le pack avant de charger et faire le 20 a 80 % en 90 min max, préchauffage compris, sans brûler plus de 8 % de l'énergie du pack a chauffer. Écart max de 5 °C entre cellules au début de la charge.

20 janvier 2025 - chambre froide réglée a -25 °C, pack no 3 laissé 12 h pour tremper. B1 : films chauffants polyimide (1,2 kW) collés sous les modules, alimentés par la borne. B1 prend 52 min pour amener la cellule la plus froide a 5 °C, pendant que les cellules du centre sont rendues a 18 °C : 13 °C d'écart. Recharge totale 138 min. Non conforme.
27/01/2025 - B2 : B1 + aérogel 10 mm autour des modules. B2 : 41 min de préchauffage, écart 9 °C. Mieux mais loin du compte.
5 février 2025 - B3 : chauffage interne par courant alternatif a 1 kHz, fait par l'onduleur du moteur (on pousse un courant AC dans les cellules, elles chauffent par en dedans). Préchauffage 8 min!! Écart 3 °C. Par contre le BMS voit du bruit sur les tensions de cellules et coupe la charge : B3 a fait 14 arrêts en 6 essais.
le 12 février - on a mis le scope sur les lignes de mesure du BMS : le 1 kHz tombe en plein dans sa bande de filtrage. On essaie plus bas.
19/02/2025 - B4 : courant alternatif a 300 Hz + filtre coupe-bande ajouté dans le firmware du BMS + l'aérogel de B2. Préchauffage 11 min, écart 2,5 °C, aucun arrêt. Recharge 20-80 % en 84 min au total. Énergie de chauffage : 5,6 % du pack.
le 24 février - début du cyclage : 100 cycles froids (-25 °C, préchauffage B4 + recharge) sur le pack no 3.
31 mars 2025 - fin du cyclage. Capacité perdue 1,3 % après 100 cycles, pas de signe de plaquage au test de relaxation de tension.

Sommaire - 7 avril 2025 : les films chauffants, même avec l'isolant, sont trop lents pis chauffent pas égal. Le chauffage par courant alternatif est rapide et uniforme, mais il faut choisir la fréquence en dehors de ce que le BMS filtre. B4 passe toutes les cibles; on l'intègre aux motoneiges livrées l'hiver prochain.
""")),
        ("essais_chambre_froide.csv", text("""
essai;date;configuration;temp_ambiante;frequence_AC;isolant;prechauffage_min;ecart_cellules;arrets_BMS;recharge_totale_min;energie_chauffage;resultat
B1;20/01/2025;films chauffants 1,2 kW;-25 °C;-;aucun;52;13 °C;0;138;7,9 %;non conforme - trop lent, écart 13 °C
B2;27/01/2025;films chauffants 1,2 kW;-25 °C;-;aérogel 10 mm;41;9 °C;0;124;6,8 %;non conforme - trop lent
B3;05/02/2025;courant alternatif;-25 °C;1 kHz;aucun;8;3 °C;14;-;4,9 %;non conforme - arrêts du BMS
B4;19/02/2025;courant alternatif + filtre BMS;-25 °C;300 Hz;aérogel 10 mm;11;2,5 °C;0;84;5,6 %;conforme
""")),
        ("rapport_recharge_froid.docx", docx([
            ("title", "Recharge à froid du pack 26 kWh - rapport technique"),
            ("p", "Motoneiges Nordiq électrique inc., Windsor. Éric Lapointe, ing. - 7 avril 2025."),
            ("h1", "Objectif"),
            ("p", "Permettre la recharge des motoneiges au relais à -25 °C : 20 à 80 % en au plus 90 min, "
                  "préchauffage compris, avec au plus 8 % de l'énergie du pack consacrée au chauffage et un écart "
                  "d'au plus 5 °C entre les cellules au début de la charge. Les cellules LFP ne doivent jamais "
                  "être chargées sous 0 °C."),
            ("p", "La littérature sur le chauffage interne par courant alternatif porte sur des cellules "
                  "cylindriques testées une à une en laboratoire. On ne savait pas si la méthode fonctionnerait "
                  "sur un pack complet de 96 V sans perturber le BMS, ni à quelle fréquence."),
            ("h1", "Méthode"),
            ("b", "B1 - films chauffants polyimide de 1,2 kW sous les modules, alimentés par la borne"),
            ("b", "B2 - B1 avec aérogel de 10 mm autour des modules"),
            ("b", "B3 - chauffage interne par courant alternatif à 1 kHz produit par l'onduleur du moteur"),
            ("b", "B4 - courant alternatif à 300 Hz, filtre coupe-bande dans le BMS, aérogel de 10 mm"),
            ("p", "Chaque essai : pack trempé 12 h à -25 °C dans la chambre froide, thermocouples sur 16 cellules, "
                  "recharge de 20 à 80 % à 1C dès que la cellule la plus froide atteint 5 °C."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Préchauffage", "Écart entre cellules", "Arrêts du BMS", "Recharge totale 20-80 %",
                 "Énergie de chauffage", "Verdict"],
                ["B1", "52 min", "13 °C", "0", "138 min", "7,9 %", "non conforme"],
                ["B2", "41 min", "9 °C", "0", "124 min", "6,8 %", "non conforme"],
                ["B3", "8 min", "3 °C", "14", "interrompue", "4,9 %", "non conforme"],
                ["B4", "11 min", "2,5 °C", "0", "84 min", "5,6 %", "conforme"],
            ]),
            ("p", "Cyclage : après 100 cycles froids avec le préchauffage B4, la perte de capacité est de 1,3 %."),
            ("h1", "Conclusion"),
            ("p", "Les films chauffants, même isolés, sont trop lents et chauffent inégalement. Le courant "
                  "alternatif chauffe vite et uniformément, mais à 1 kHz il brouille la mesure des tensions du BMS. "
                  "À 300 Hz avec un filtre coupe-bande, B4 respecte toutes les cibles et sera intégré aux "
                  "motoneiges livrées l'hiver prochain."),
            ("h1", "Annexe - extrait du contrat de vente (Pourvoirie du Lac-Brûlé)"),
            ("p", "Article 9 - Confidentialité. Le client s'engage à ne divulguer à aucun tiers les prix consentis "
                  "au présent contrat."),
            ("p", "Article 11 - Pénalités. Tout retard de livraison entraîne une pénalité de 250 $ par jour "
                  "ouvrable, jusqu'à concurrence de 10 % du prix de vente."),
            ("p", "Article 14 - Le présent contrat est régi par les lois en vigueur au Québec; tout litige sera "
                  "soumis aux tribunaux du district judiciaire de Saint-François."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# R04 bardeaux de cèdre blanc ignifugés (scierie, Témiscouata) - facture en bruit (fichier à part);
#     rapport de labo PDF avec tableau; classeur XLSX; cahier avec « le 20 mai », « 12/05/2025 »
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_bardeaux_cedre_ignifuges",
        "question": "Peux-tu préparer les lignes 242, 244 et 246 pour nos bardeaux de cèdre ignifugés? Tu as le cahier de Julie, le fichier d'essais, le rapport du labo pis une facture du fournisseur.",
        "facts": {
            "242": [["classe B"], ["80 kg/m³"], ["au plus 20 %"], ["cèdre rouge de l'Ouest"]],
            "244": [["vide-pression"], ["mélamine-urée"], ["70 °C"], ["trempage 24 h"]],
            "246": [["1,4 mm"], ["perte 16 %"], ["96 kg/m³"], ["il faut le fixer", "se lave"]],
        },
        "dates": ["2025-05-05", "2025-05-12", "2025-05-20", "2025-06-02", "2025-06-04", "2025-06-16", "2025-06-30",
                  "2025-07-09", "2025-07-11", "2025-07-18"],
        "noise": ["Facture no 88412", "Frais de livraison", "Intérêt de 2 % par mois", "baril de 205 L"],
        "bindings": [
            {"value": "47 %", "subject": "T2", "others": ["T4", "T3"]},
            {"value": "3,6 mm", "subject": "T3", "others": ["T4", "T2"]},
            {"value": "34 kg/m³", "subject": "T1", "others": ["T4", "T2"]},
        ],
    },
    [
        ("cahier_traitement_bardeaux.txt", text("""
BARDEAUX CÈDRE TÉMIS INC. - Dégelis
Cahier d'essais - bardeaux de cèdre blanc ignifugés (projet classe B)
Tenu par Julie Pelletier, tech. en transformation du bois

Pourquoi : les municipalités autour de Québec pis les assureurs demandent de plus en plus des bardeaux classe B (indice de propagation de la flamme d'au plus 75 au tunnel CAN/ULC-S102), même APRÈS vieillissement par lessivage (ASTM D2898). Nos bardeaux de cèdre blanc sont pas traités.
Cibles : rétention d'au moins 80 kg/m³ de produit sec, perte au lessivage d'au plus 20 %, gauchissement d'au plus 2 mm sur un bardeau de 16 po, et classe B après lessivage.
Les ignifuges pour bardeaux sur le marché sont faits pour le cèdre rouge de l'Ouest, plus épais et plus perméable. Le cèdre blanc est plein d'extractibles et nos bardeaux font 10 mm au gros bout. Le fournisseur avait aucune donnée de rétention ni de lessivage sur du cèdre blanc.

5 mai 2025 - T1 : trempage 24 h dans l'ignifuge phosphate-borate FR-44 dilué a 20 %, 40 bardeaux. Séchage a l'air une semaine.
12/05/2025 - pesée T1 : rétention 34 kg/m³ seulement. Le produit rentre pas dans le cèdre blanc au trempage. On oublie ça.
le 20 mai - T2 : vide-pression a l'autoclave de la scierie voisine (vide -85 kPa pendant 30 min, pression 1 000 kPa pendant 60 min), même produit. T2 : rétention 96 kg/m³, beau.
2 juin 2025 - T2 sorti du lessivage (deux semaines d'eau) : T2 a perdu 47 % du produit. Le phosphate se lave, il faut le fixer.
le 4 juin - T3 : vide-pression + résine mélamine-urée 8 % dans la solution, polymérisée au séchoir a 85 °C pendant 8 h. T3 perd seulement 12 % au lessivage, mais gauchissement de 3,6 mm et des fentes au bout sur un bardeau sur cinq.
16/06/2025 - T4 : même solution que T3, polymérisation lente a 70 °C pendant 20 h (programme du séchoir modifié par Réjean). Gauchissement 1,4 mm, pas de fentes.
le 30 juin - T4 après lessivage : perte 16 %. Bardeaux T2, T3 et T4 lessivés envoyés au labo pour le tunnel.
11/07/2025 - rapport du labo reçu (daté du 9 juillet). T4 a 70 après lessivage : classe B. T3 a 60, mais il gauchit. T2 a 110, le lessivage a tout enlevé.

Sommaire - 18 juillet 2025
Le trempage rentre pas dans le cèdre blanc : il faut le vide-pression. Le produit seul part a l'eau; la résine mélamine-urée le fixe, mais cuite a 85 °C elle fait gauchir et fendre les bardeaux. Cuite lentement a 70 °C, on a la rétention, le lessivage et la classe B sans déformer. T4 devient notre procédé; on commence la production des bardeaux traités a l'automne.
""")),
        ("essais_bardeaux_2025.xlsx", xlsx([
            ("traitements", [
                ["essai", "date_traitement", "methode", "fixation", "temp_polymerisation_C", "retention_kg_m3",
                 "perte_lessivage_pct", "gauchissement_mm", "fentes", "indice_propagation_apres_lessivage", "verdict"],
                ["T1", D("2025-05-05"), "trempage 24 h", "aucune", None, 34, None, 0.8, "non", None,
                 "non conforme - rétention"],
                ["T2", D("2025-05-20"), "vide-pression", "aucune", None, 96, 47, 0.9, "non", 110,
                 "non conforme - lessivage"],
                ["T3", D("2025-06-04"), "vide-pression", "mélamine-urée 8 %", 85, 91, 12, 3.6, "1 sur 5", 60,
                 "non conforme - gauchissement"],
                ["T4", D("2025-06-16"), "vide-pression", "mélamine-urée 8 %", 70, 89, 16, 1.4, "non", 70, "conforme"],
            ]),
        ])),
        ("rapport_labo_LF-2025-118.pdf", pdf([
            ("title", "Rapport d'essai LF-2025-118"),
            ("p", "Laboratoire Feu-Bois Québec inc., Lévis. Client : Bardeaux Cèdre Témis inc., Dégelis. "
                  "Date du rapport : 9 juillet 2025."),
            ("h1", "Échantillons et méthode"),
            ("p", "Bardeaux de cèdre blanc (Thuja occidentalis) traités par le client, lessivés par le client selon "
                  "ASTM D2898 (méthode A) avant l'essai, plus un témoin non traité. Caractéristiques de combustion "
                  "superficielle selon CAN/ULC-S102, tunnel de 7,3 m."),
            ("table", [
                ["Échantillon", "Traitement déclaré", "Indice de propagation de la flamme",
                 "Indice de dégagement des fumées", "Classement"],
                ["Témoin", "non traité", "145", "90", "classe C"],
                ["T2", "vide-pression, sans fixation", "110", "75", "classe C"],
                ["T3", "vide-pression, mélamine-urée, 85 °C", "60", "45", "classe B"],
                ["T4", "vide-pression, mélamine-urée, 70 °C", "70", "50", "classe B"],
            ]),
            ("h1", "Remarques"),
            ("p", "Classe B : indice de propagation de la flamme d'au plus 75. Les résultats ne valent que pour "
                  "les échantillons soumis."),
        ])),
        ("facture_produits_chimiques.txt", text("""
PRODUITS CHIMIQUES DU BAS-SAINT-LAURENT INC. - Rimouski
Facture no 88412 - Date : 2025-05-02
Vendu à : Bardeaux Cèdre Témis inc., Dégelis

Qté | Description | Prix unitaire | Total
4 | Ignifuge FR-44, baril de 205 L | 612,00 $ | 2 448,00 $
2 | Résine mélamine-urée, chaudière de 20 L | 148,50 $ | 297,00 $

Frais de livraison (Dégelis) : 85,00 $
Sous-total : 2 830,00 $ | TPS : 141,50 $ | TVQ : 282,29 $
Total : 3 253,79 $ - payable net 30 jours.
Intérêt de 2 % par mois sur les comptes en souffrance.
""")),
    ],
)

# ---------------------------------------------------------------------------
# R05 purge du goût de terre (géosmine) chez l'omble chevalier en recirculation (pisciculture, Charlevoix) -
#     signature de courriel avec avis de confidentialité en bruit; journal .md, résultats du labo en XLSX
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_omble_geosmine_purge",
        "question": "Fais-moi les lignes 242, 244 et 246 du T661 pour notre projet sur le goût de terre de l'omble. Je te joins mes notes, le fichier de résultats du labo pis le dernier courriel d'Analytica.",
        "facts": {
            "242": [["0,5 µg/kg"], ["5 jours"], ["2,5 %"], ["truite arc-en-ciel"]],
            "244": [["ozonation"], ["charbon actif"], ["peroxyde"], ["12 °C"]],
            "246": [["0,31 µg/kg"], ["3,4 %"], ["refaite sur place"], ["0,81 µg/kg"]],
        },
        "dates": ["2025-09-08", "2025-09-15", "2025-09-18", "2025-09-20", "2025-09-22", "2025-09-29", "2025-10-04",
                  "2025-10-06", "2025-10-14", "2025-10-19", "2025-10-20", "2025-10-27", "2025-10-31", "2025-11-03",
                  "2025-11-07"],
        "noise": ["AVIS DE CONFIDENTIALITÉ", "destinés uniquement au destinataire visé", "reçu ce message par erreur",
                  "Pensez à l'environnement"],
        "bindings": [
            {"value": "0,66 µg/kg", "subject": "P2", "others": ["P4", "P3"]},
            {"value": "0,42 µg/kg", "subject": "P3", "others": ["P4", "P5"]},
            {"value": "0,58 µg/kg", "subject": "P5", "others": ["P4", "P3"]},
        ],
    },
    [
        ("journal_purge_omble.md", text("""
# Projet goût de terre - omble chevalier
Pisciculture des Hautes-Gorges inc., Saint-Aimé-des-Lacs. Notes de Nathalie Simard (proprio) et de Jonathan Harvey (tech. aquacole).

## Pourquoi
Deux restos de Québec nous ont retourné des ombles en août : goût de terre, goût de vase. C'est la géosmine (et un peu de MIB) produite par les bactéries de notre système en recirculation; elle s'accumule dans le gras du poisson.
On fait déjà une purge de 10 jours dans les bassins de purge à l'eau de puits (8 °C), et on est encore autour de 0,8 µg/kg.
Cibles : géosmine dans la chair sous 0,5 µg/kg (le monde la goûte à partir de 0,7 environ), purge de 5 jours max (chaque jour de purge coûte du poids et de la place), perte de poids d'au plus 2,5 % pendant la purge, zéro mortalité.
Les protocoles de purge publiés sont faits pour la truite arc-en-ciel et le tilapia, des poissons plus maigres. L'omble a 12 à 14 % de gras dans le filet; personne savait combien de temps ça prend à le vider ni si l'eau plus chaude aide.

## Essais (lots de 60 ombles d'environ 1,2 kg, analyses SPME-GC-MS chez Analytica)
- **8 septembre 2025** - P1 : notre purge standard, 10 jours, eau de puits à 8 °C, sans traitement.
- **15/09/2025** - P2 : purge de 5 jours à 12 °C (eau réchauffée avec l'échangeur de la salle des pompes).
- **le 22 septembre** - résultats P1 : 0,81 µg/kg après 10 jours. P2 : 0,66 µg/kg après 5 jours, mais P2 a perdu 3,4 % de son poids; à 12 °C ils brûlent leurs réserves.
- **29/09/2025** - P3 : 5 jours à 8 °C avec ozonation de l'eau de purge en boucle + filtre au charbon actif (ozone résiduel détruit avant le retour aux bassins; on checke l'ORP deux fois par jour).
- **le 6 octobre** - P3 : 0,42 µg/kg, perte de poids 2,2 %. Par contre on voit du biofilm brun sur les parois des bassins de purge : Jonathan pense que la géosmine est refaite sur place pendant la purge.
- **14/10/2025** - P4 : comme P3, mais bassins vidés et lavés au peroxyde avant d'entrer le lot, pour enlever le biofilm.
- **le 20 octobre** - P4 : 0,31 µg/kg après 5 jours, perte de poids 2,0 %, aucun mort.
- **27/10/2025** - P5 : comme P4 mais purge coupée à 4 jours, pour gagner une journée.
- **le 31 octobre** - P5 : 0,58 µg/kg. Quatre jours, c'est trop court.

## Sommaire - 7 novembre 2025
Réchauffer l'eau vide le poisson plus vite mais lui fait perdre trop de poids. Le gros du problème venait des bassins de purge eux-mêmes : le biofilm refait de la géosmine pendant la purge. Avec l'ozonation, le charbon actif et des bassins lavés au peroxyde entre chaque lot, 5 jours à 8 °C suffisent et on passe toutes les cibles. Recette P4 en production; on garde 5 jours, pas 4.
""")),
        ("resultats_geosmine_2025.xlsx", xlsx([
            ("resultats", [
                ["echantillon", "lot", "debut_purge", "fin_purge", "jours_purge", "temp_eau_C", "traitement",
                 "geosmine_ug_kg", "MIB_ug_kg", "perte_poids_pct", "mortalite", "conformite"],
                ["AN-25-3301", "P1", D("2025-09-08"), D("2025-09-18"), 10, 8, "aucun", 0.81, 0.22, 3.1, 0,
                 "non conforme - géosmine"],
                ["AN-25-3302", "P2", D("2025-09-15"), D("2025-09-20"), 5, 12, "aucun", 0.66, 0.19, 3.4, 1,
                 "non conforme - géosmine, perte de poids"],
                ["AN-25-3388", "P3", D("2025-09-29"), D("2025-10-04"), 5, 8, "ozonation + charbon actif", 0.42, 0.11,
                 2.2, 0, "conforme"],
                ["AN-25-3450", "P4", D("2025-10-14"), D("2025-10-19"), 5, 8,
                 "ozonation + charbon actif + bassins lavés au peroxyde", 0.31, 0.08, 2.0, 0, "conforme"],
                ["AN-25-3511", "P5", D("2025-10-27"), D("2025-10-31"), 4, 8,
                 "ozonation + charbon actif + bassins lavés au peroxyde", 0.58, 0.12, 1.7, 0, "non conforme - géosmine"],
            ]),
        ])),
        ("courriel_analytica.txt", text("""
De : Marie-Claude Dufour <mcdufour@analytica-qc.example>
À : Nathalie Simard <nathalie@hautesgorges.example>
Date : 3 novembre 2025
Objet : Résultats géosmine/MIB - lots P4 et P5 (dossiers AN-25-3450 et AN-25-3511)

Bonjour Nathalie,

Voici les résultats finaux (SPME-GC-MS, filet sans peau, moyenne de 5 poissons par lot) :
- P4 : géosmine 0,31 µg/kg, MIB 0,08 µg/kg.
- P5 : géosmine 0,58 µg/kg, MIB 0,12 µg/kg.
Les résultats préliminaires donnés au téléphone sont confirmés. Le rapport signé suivra par la poste.

Bonne journée,

Marie-Claude Dufour, chimiste
Laboratoire Analytica Québec inc. | boul. Hamel, Québec
Tél. : 418 555-0147
AVIS DE CONFIDENTIALITÉ : Ce courriel et ses pièces jointes sont confidentiels et destinés uniquement au destinataire visé.
Si vous avez reçu ce message par erreur, veuillez en aviser l'expéditeur et le détruire sans en faire de copie.
Pensez à l'environnement avant d'imprimer ce courriel.
""")),
    ],
)

# ---------------------------------------------------------------------------
# R06 enrobé tiède à 40 % de granulats bitumineux recyclés (pavage, Laurentides) - liste de prix CSV en bruit;
#     journal .txt (« le 11 juin », « 16/06/2025 »), classeur XLSX à deux feuilles, note de service PDF
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_enrobe_tiede_gbr",
        "question": "On a besoin des sections 242/244/246 pour l'enrobé tiède avec 40 % de recyclé. Je t'envoie le journal du labo, le fichier Excel, la note de service pour la planche pis la liste de prix du bitume.",
        "facts": {
            "242": [["40 % de GBR"], ["125 °C"], ["au moins 70 %"], ["homologués jusqu'à 20 %"]],
            "244": [["additif chimique"], ["régénérant"], ["bitume moussé"], ["115 °C"]],
            "246": [["5,9 %"], ["8,7 %"], ["22 % moins"], ["6,2 %"]],
        },
        "dates": ["2025-06-09", "2025-06-11", "2025-06-16", "2025-06-25", "2025-07-07", "2025-08-04", "2025-08-11",
                  "2025-08-28", "2025-09-10", "2025-09-24", "2025-10-01"],
        "noise": ["indexation mensuelle", "Camion-citerne", "attente facturée après 1 h", "Bitume PG 58-28 en vrac"],
        "bindings": [
            {"value": "61 %", "subject": "E2", "others": ["E3", "E4"]},
            {"value": "63 %", "subject": "E4", "others": ["E3", "E2"]},
            {"value": "7,8 %", "subject": "E5", "others": ["E3", "E2"]},
        ],
    },
    [
        ("journal_labo_enrobe.txt", text("""
PAVAGES RIVIÈRE-DU-NORD INC. - Saint-Jérôme
Journal du labo - projet enrobé tiède ESG-10 à 40 % de GBR
Patrick Lavoie, chef de laboratoire

Le but : fabriquer notre ESG-10 à 125 °C au lieu de 155-160 °C (moins de gaz, moins de fumée pour les gars sur la paveuse) tout en montant à 40 % de GBR (granulats bitumineux recyclés; on a 30 000 t de vieux pavage en tas dans la cour). Il faut respecter le devis : vides de 4,0 à 7,0 % à la PCG, orniérage d'au plus 10 % à 30 000 cycles, tenue à l'eau d'au moins 70 %. On vise aussi au moins 20 % d'économie de gaz au brûleur.
Le problème : les additifs tièdes sur le marché sont homologués jusqu'à 20 % de GBR. À 40 %, le vieux bitume du GBR est dur, et à 125 °C on sait pas s'il va se remobiliser assez pour enrober la pierre et compacter. Le fournisseur d'additif avait pas de données au-delà de 25 %.

9 juin 2025 - E1 (référence) : enrobé chaud à 155 °C, 20 % de GBR. E2 : 125 °C, 40 % de GBR, additif chimique tiède à 0,5 % du bitume. Briquettes faites à la PCG.
le 11 juin - E1 : vides 5,1 %. E2 : vides 8,7 %, ça compacte pas, l'enrobage est gris (le vieux bitume se remobilise pas).
16/06/2025 - E3 : E2 + régénérant biosourcé à 7 % du bitume du GBR. Vides 5,9 %, enrobage noir et uniforme. Enfin.
25/06/2025 - E4 : autre approche, bitume moussé (2 % d'eau) + régénérant, sans additif chimique, à 125 °C. Vides 6,3 %.
7 juillet 2025 - E5 : recette E3 mais à 115 °C pour voir jusqu'où on peut descendre. E5 : vides 7,8 %, hors devis. On reste à 125 °C.
le 4 août - retour des vacances, résultats de tenue à l'eau (conditionnement de 7 jours) : E1 84 %, E3 79 %. E2 donne 61 %, trop bas. E4 tombe à 63 % : l'eau du moussage reste prise dans le GBR froid.
le 11 août - orniéreur fini à 30 000 cycles : E1 6,8 %, E3 8,2 %. E3 passe tout le devis.
10 septembre 2025 - planche d'essai de 400 t d'E3 sur le chemin d'accès de l'usine (voir la note de service). Au brûleur : 22 % moins de gaz par tonne que l'enrobé chaud.
24/09/2025 - carottes de la planche : vides en place 6,2 %, moyenne de six carottes. Dans le devis.

Sommaire - 1er octobre 2025
L'additif tiède seul marche pas à 40 % de GBR : le vieux bitume reste figé et ça compacte pas. C'est le régénérant qui remobilise le bitume du GBR à 125 °C. Le bitume moussé laisse de l'eau dans l'enrobé et rate la tenue à l'eau. À 115 °C, on perd la compaction. E3 est prêt pour la soumission au MTQ l'an prochain.
""")),
        ("essais_enrobe_2025.xlsx", xlsx([
            ("labo", [
                ["melange", "date_fabrication", "temp_fabrication_C", "GBR_pct", "procede", "regenerant_pct_bitume_GBR",
                 "vides_PCG_pct", "tenue_eau_pct", "orniérage_30000_cycles_pct", "verdict"],
                ["E1", D("2025-06-09"), 155, 20, "enrobé chaud", 0, 5.1, 84, 6.8, "référence"],
                ["E2", D("2025-06-09"), 125, 40, "additif chimique 0,5 %", 0, 8.7, 61, None,
                 "non conforme - vides, tenue à l'eau"],
                ["E3", D("2025-06-16"), 125, 40, "additif chimique 0,5 %", 7, 5.9, 79, 8.2, "conforme"],
                ["E4", D("2025-06-25"), 125, 40, "bitume moussé 2 % d'eau", 7, 6.3, 63, None,
                 "non conforme - tenue à l'eau"],
                ["E5", D("2025-07-07"), 115, 40, "additif chimique 0,5 %", 7, 7.8, None, None, "non conforme - vides"],
            ]),
            ("planche", [
                ["date", "melange", "tonnage_t", "temp_fabrication_C", "gaz_m3_par_t", "gaz_m3_par_t_enrobe_chaud",
                 "vides_en_place_pct", "carottes"],
                [D("2025-09-10"), "E3", 400, 125, 6.4, 8.2, None, None],
                [D("2025-09-24"), "E3", None, None, None, None, 6.2, 6],
            ]),
        ])),
        ("note_service_planche.pdf", pdf([
            ("title", "NOTE DE SERVICE"),
            ("p", "Date : 28 août 2025"),
            ("p", "De : Patrick Lavoie, chef de laboratoire. À : Sylvain Charbonneau, contremaître de l'usine, et "
                  "l'équipe de pose."),
            ("p", "Objet : planche d'essai de l'enrobé tiède E3"),
            ("h1", "Production"),
            ("p", "Le mercredi 10 septembre, l'usine produira 400 t du mélange E3 (ESG-10, 40 % de GBR, additif "
                  "chimique 0,5 %, régénérant 7 % du bitume du GBR) à 125 °C. Relevé de la consommation de gaz au "
                  "brûleur à chaque 100 t."),
            ("h1", "Pose"),
            ("b", "Chemin d'accès de l'usine, deux voies, 50 mm compactés."),
            ("b", "Compacter avec les deux rouleaux dès la pose; l'enrobé tiède refroidit moins vite mais il ne faut "
                  "pas attendre."),
            ("b", "Six carottes prélevées deux semaines après la pose pour les vides en place."),
        ])),
        ("liste_prix_bitume_2025.csv", text("""
produit;description;unite;prix;conditions
PG 58-28;Bitume PG 58-28 en vrac;tonne;742,00 $;prix sujet à l'indexation mensuelle
PG 64-28;Bitume PG 64-28 en vrac;tonne;768,00 $;prix sujet à l'indexation mensuelle
Émulsion;Émulsion cationique pour couche de liaison;litre;0,94 $;minimum de 1 000 L
Transport;Camion-citerne, zone Laurentides;voyage;650,00 $;attente facturée après 1 h
""")),
    ],
)

# ---------------------------------------------------------------------------
# R07 IPA désalcoolisée sous vide (microbrasserie, Gaspésie) - texte publicitaire en bruit; journal .md avec
#     « mardi 4 mars », rapport DOCX avec tableau, CSV d'analyses au point-virgule
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_biere_desalcoolisee_sous_vide",
        "question": "Peux-tu rédiger 242, 244 et 246 pour notre IPA sans alcool? Le journal de brassage, le rapport, les analyses d'Audrey pis le texte du site web sont joints.",
        "facts": {
            "242": [["0,5 % alc./vol."], ["60 % du linalol"], ["40 °C"], ["cônes rotatifs"]],
            "244": [["maltose-négative", "Saccharomycodes ludwigii"], ["55 mbar"], ["récupération des arômes"],
                    ["houblonnage à cru"]],
            "246": [["71 %"], ["0,42 %"], ["0,62 %"], ["plein d'alcool"]],
        },
        "dates": ["2025-02-10", "2025-02-17", "2025-02-19", "2025-02-24", "2025-03-04", "2025-03-12", "2025-03-19",
                  "2025-03-28", "2025-04-02"],
        "noise": ["sans le lendemain de veille", "journée de kayak", "Prix de lancement", "Suivez-nous sur Instagram"],
        "bindings": [
            {"value": "18 %", "subject": "D2", "others": ["D5", "D3"]},
            {"value": "3,1 sur 9", "subject": "D1", "others": ["D5", "D4"]},
            {"value": "37 %", "subject": "D3", "others": ["D5", "D4"]},
        ],
    },
    [
        ("journal_brassage_sans_alcool.md", text("""
# Journal de brassage - IPA sans alcool « Marée basse »
Brasserie du Banc-de-Pêche, Anse-à-Beaufils. Notes de Vincent Roussel (brasseur) et d'Audrey Cloutier (labo/QA).

## Le projet
On veut une IPA sans alcool qui goûte encore l'IPA. Cibles : au plus 0,5 % alc./vol. (sinon on peut pas l'appeler « sans alcool »), garder au moins 60 % du linalol de la bière de départ (notre marqueur d'arôme de houblon), jamais chauffer la bière au-dessus de 40 °C, et pas plus de 2 sur 9 pour le goût de moût au panel.
On a acheté un petit évaporateur sous vide usagé (1 hL/h). Les données publiées viennent des grosses installations à membranes ou à cônes rotatifs; personne pouvait nous dire combien d'arôme on perdrait avec un appareil de notre taille, ni si on pouvait récupérer les arômes sans remettre d'alcool.

## Essais (base : notre IPA à 6,2 %, même brassin pour D2 à D5)
- **10 février 2025** - D1 : pas de désalcoolisation, fermentation avec une levure maltose-négative (Saccharomycodes ludwigii) qui fait presque pas d'alcool.
- **17/02/2025** - D1 au panel : 0,4 % d'alcool, arômes corrects, mais goût de moût sucré noté 3,1 sur 9. On lâche la levure spéciale.
- **le 19 février** - D2 : distillation sous vide à 45 °C, 90 mbar. D2 garde seulement 18 % du linalol, ça goûte la bière plate.
- **24/02/2025** - D3 : plus froid, 35 °C et 55 mbar (la pompe à vide force en maudit). D3 : 0,45 % d'alcool et 37 % du linalol.
- **mardi 4 mars** - D4 : D3 + récupération des arômes : on condense le premier 2 % de distillat (les arômes de tête) et on le remet dans la bière. D4 garde 64 % du linalol mais remonte à 0,62 % d'alcool : le condensat est plein d'alcool.
- **12 mars 2025** - D5 : D3 + condensat de tête redistillé une deuxième fois (on garde les arômes, on enlève l'alcool) + houblonnage à cru à 2 g/L après la désalcoolisation, à 4 °C.
- **19/03/2025** - D5 au labo et au panel : 0,42 % d'alcool, 71 % du linalol, goût de moût 1,4 sur 9. Pasteurisation tunnel à 15 UP, pas de trouble.

## Sommaire - 28 mars 2025
La levure spéciale donne une bière qui goûte le moût. Le sous vide enlève l'alcool, mais plus on chauffe, plus on perd d'arôme, et à 35 °C on en perd encore trop. Remettre le condensat tel quel remet de l'alcool; il faut le redistiller, et le houblonnage à cru après la désalcoolisation finit le travail. D5 devient la recette de Marée basse.
""")),
        ("rapport_desalcoolisation.docx", docx([
            ("title", "IPA sans alcool Marée basse - rapport de développement"),
            ("p", "Brasserie du Banc-de-Pêche inc., Anse-à-Beaufils. Rédigé par Audrey Cloutier, responsable qualité, "
                  "le 2 avril 2025."),
            ("h1", "Objectif"),
            ("p", "Produire une IPA à au plus 0,5 % alc./vol. qui garde au moins 60 % du linalol de la bière de "
                  "départ, sans dépasser 40 °C, avec un goût de moût d'au plus 2 sur 9 au panel. Notre évaporateur "
                  "sous vide de 1 hL/h est beaucoup plus petit que les installations décrites dans la littérature; "
                  "la perte d'arôme et la récupération des arômes sans alcool étaient inconnues à cette échelle."),
            ("h1", "Méthode"),
            ("b", "D1 - levure maltose-négative, sans désalcoolisation"),
            ("b", "D2 - distillation sous vide à 45 °C et 90 mbar"),
            ("b", "D3 - distillation sous vide à 35 °C et 55 mbar"),
            ("b", "D4 - D3 avec récupération des arômes de tête réincorporés tels quels"),
            ("b", "D5 - D3 avec condensat de tête redistillé et houblonnage à cru après désalcoolisation"),
            ("p", "Alcool par densimétrie électronique, linalol par GC-MS (en % de la bière de départ), panel de "
                  "6 personnes pour le goût de moût (sur 9)."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Alcool (% vol.)", "Linalol conservé", "Goût de moût", "Température max", "Verdict"],
                ["D1", "0,40 %", "85 %", "3,1 sur 9", "20 °C", "non conforme - goût de moût"],
                ["D2", "0,30 %", "18 %", "1,2 sur 9", "45 °C", "non conforme - arôme, température"],
                ["D3", "0,45 %", "37 %", "1,3 sur 9", "35 °C", "non conforme - arôme"],
                ["D4", "0,62 %", "64 %", "1,3 sur 9", "35 °C", "non conforme - alcool"],
                ["D5", "0,42 %", "71 %", "1,4 sur 9", "35 °C", "conforme"],
            ]),
            ("h1", "Conclusion"),
            ("p", "La désalcoolisation sous vide à basse température est nécessaire mais ne suffit pas à garder "
                  "l'arôme. Le condensat de tête contient les arômes mais aussi de l'alcool : il doit être "
                  "redistillé avant d'être remis dans la bière. Le houblonnage à cru après désalcoolisation "
                  "complète l'arôme. La recette D5 est retenue."),
        ])),
        ("analyses_sans_alcool.csv", text("""
echantillon;date;procede;temp_evaporation;pression;alcool_pct_vol;linalol_ug_L;linalol_conserve;gout_de_mout_sur_9;resultat
IPA de base;10/02/2025;bière de départ;-;-;6,20;182;100 %;-;référence
D1;17/02/2025;levure maltose-négative;-;-;0,40;155;85 %;3,1;non conforme - goût de moût
D2;19/02/2025;sous vide;45 °C;90 mbar;0,30;33;18 %;1,2;non conforme - linalol
D3;24/02/2025;sous vide;35 °C;55 mbar;0,45;67;37 %;1,3;non conforme - linalol
D4;04/03/2025;sous vide + arômes de tête;35 °C;55 mbar;0,62;116;64 %;1,3;non conforme - alcool > 0,5 %
D5;19/03/2025;sous vide + condensat redistillé + houblonnage à cru;35 °C;55 mbar;0,42;129;71 %;1,4;conforme
""")),
        ("texte_site_web.txt", text("""
MARÉE BASSE - IPA sans alcool
Toute la Gaspésie dans ta canette, sans le lendemain de veille!
Brassée face à la mer, Marée basse déborde d'agrumes et de résineux. Parfaite après une journée de kayak au pied du Rocher Percé.
Disponible dans les dépanneurs et épiceries de la Gaspésie, et à notre salon de dégustation.
Prix de lancement : 3,49 $ la canette de 473 ml (+ consigne).
Suivez-nous sur Instagram @bancdepeche
""")),
    ],
)

# ---------------------------------------------------------------------------
# R08 vernis UV à base d'eau sur armoires en merisier (ébénisterie, Bois-Francs) - rappels RH en bruit à la fin
#     du journal .txt; classeur XLSX, rapport DOCX avec tableau
# ---------------------------------------------------------------------------
case_fr(
    {
        "name": "fr_vernis_uv_armoires_merisier",
        "question": "J'aurais besoin des lignes 242, 244 et 246 pour le passage au vernis UV à l'eau sur nos portes d'armoires. Journal de la finition, fichier d'essais pis rapport de Marie-Ève ci-joints.",
        "facts": {
            "242": [["50 g/L"], ["6 m/min"], ["au moins 4B"], ["lampes au mercure"]],
            "244": [["four infrarouge"], ["TPO"], ["inertage à l'azote"], ["8 m/min"]],
            "246": [["dureté 2H"], ["38 g/L"], ["adhérence 5B"], ["blanchiment"]],
        },
        "dates": ["2025-10-06", "2025-10-14", "2025-10-16", "2025-10-23", "2025-10-28", "2025-11-04", "2025-11-14"],
        "noise": ["party de Noël", "Club de golf", "bottes de sécurité sont remboursées", "porte du quai de livraison"],
        "bindings": [
            {"value": "dureté 2B", "subject": "V1", "others": ["V4", "V2"]},
            {"value": "dureté F", "subject": "V3", "others": ["V4", "V2"]},
            {"value": "dureté HB", "subject": "V5", "others": ["V4", "V2"]},
        ],
    },
    [
        ("journal_finition_uv.txt", text("""
ÉBÉNISTERIE CÔTÉ & FILS INC. - Victoriaville
Journal - projet vernis UV a base d'eau (portes d'armoires en merisier)
Écrit par Steve Côté (contremaître finition) et Marie-Ève Hébert (tech. en génie chimique)

Pourquoi : notre laque catalysée au solvant fait 480 g/L de COV. La nouvelle réglementation pis nos clients (les chaînes de cuisines) veulent au plus 50 g/L. Il faut aussi garder la cadence de la ligne a 6 m/min, une adhérence d'au moins 4B (quadrillage ASTM D3359) et une dureté au crayon d'au moins H.
Le vernis UV a base d'eau du fournisseur est formulé pour des lampes au mercure. Nous on a une ligne DEL 395 nm (moins chère, pas d'ozone). Le rep nous a dit que la surface pourrait rester collante en DEL (l'oxygène bloque la polymérisation en surface) et que l'eau va lever le grain du merisier, mais il avait pas de recette pour notre ligne.

le 6 octobre 2025 - V1 : vernis UV a l'eau, 10 min de flash a l'air, puis DEL 395 nm. Surface collante au toucher, vernis blanchi dans les creux du profilé shaker. V1 : dureté 2B, adhérence 2B. L'eau reste prise sous le film.
14/10/2025 - V2 : four infrarouge 3 min a 50 °C entre le flash et la DEL pour chasser l'eau. Plus de blanchiment, adhérence 4B. V2 : dureté B, la surface colle encore un peu.
le 16 octobre - égrenage au papier 320 après la 1re couche pour le grain levé; fait sur tous les essais a partir de maintenant.
jeudi 23 octobre - V3 : V2 + photo-initiateur TPO ajouté a 1 %. V3 : dureté F, presque. Léger jaunissement sur le merisier pâle.
28/10/2025 - V4 : V2 + inertage a l'azote sous la lampe DEL (tunnel en tôle, 12 m³/h d'azote). Le set-up du tunnel a pris la journée. V4 : dureté 2H, adhérence 5B, surface sèche au toucher a la sortie. COV mesuré : 38 g/L.
04/11/2025 - V5 : V4 poussé a 8 m/min pour voir. V5 : dureté HB dans les creux du profilé, pas assez d'énergie UV. On reste a 6 m/min.

Sommaire - 14 novembre 2025 : sans four IR, l'eau reste prise sous le vernis et il blanchit. La DEL 395 nm seule durcit pas la surface a cause de l'oxygène; le photo-initiateur aide un peu mais pas assez. Avec l'inertage a l'azote, on a la dureté, l'adhérence et les COV a la bonne cadence. V4 en production a partir de janvier, Marie-Ève prépare la commande d'azote.

--- Rappels de l'administration (affichés au babillard) ---
Le party de Noël aura lieu au Club de golf le samedi 13 décembre, conjoint(e)s bienvenu(e)s.
Horaire d'hiver : l'usine ferme a 15 h 30 le vendredi a partir de novembre.
Les bottes de sécurité sont remboursées jusqu'à 150 $ par année sur présentation de la facture.
Merci de ne pas stationner devant la porte du quai de livraison.
""")),
        ("essais_finition_uv.xlsx", xlsx([
            ("essais", [
                ["essai", "date", "flash_air_min", "four_IR", "photoinitiateur", "inertage_N2", "vitesse_m_min",
                 "adherence_D3359", "durete_crayon", "COV_g_L", "aspect", "verdict"],
                ["V1", D("2025-10-06"), 10, "non", "aucun", "non", 6, "2B", "2B", 41, "collant, blanchi",
                 "non conforme"],
                ["V2", D("2025-10-14"), 10, "3 min à 50 °C", "aucun", "non", 6, "4B", "B", 41, "légèrement collant",
                 "non conforme - dureté"],
                ["V3", D("2025-10-23"), 10, "3 min à 50 °C", "TPO 1 %", "non", 6, "4B", "F", 40, "jaunissement léger",
                 "non conforme - dureté"],
                ["V4", D("2025-10-28"), 10, "3 min à 50 °C", "aucun", "oui (12 m³/h)", 6, "5B", "2H", 38, "sec",
                 "conforme"],
                ["V5", D("2025-11-04"), 10, "3 min à 50 °C", "aucun", "oui (12 m³/h)", 8, "5B", "HB", 38,
                 "mou dans les creux", "non conforme - dureté"],
            ]),
        ])),
        ("rapport_vernis_uv.docx", docx([
            ("title", "Vernis UV à base d'eau sur portes en merisier - rapport"),
            ("p", "Ébénisterie Côté & Fils inc., Victoriaville. Marie-Ève Hébert, technicienne en génie chimique. "
                  "14 novembre 2025."),
            ("h1", "Objectif"),
            ("p", "Remplacer la laque catalysée au solvant (480 g/L de COV) par un vernis UV à base d'eau durci par "
                  "notre ligne DEL 395 nm : au plus 50 g/L de COV, adhérence d'au moins 4B, dureté au crayon d'au "
                  "moins H, à la cadence actuelle de 6 m/min. Le vernis est formulé pour des lampes au mercure; on "
                  "ne savait pas comment obtenir une surface dure en DEL ni comment évacuer l'eau à cette cadence "
                  "sur des portes profilées."),
            ("h1", "Méthode"),
            ("b", "V1 - flash à l'air de 10 min, puis DEL 395 nm"),
            ("b", "V2 - V1 avec un four infrarouge de 3 min à 50 °C avant la DEL"),
            ("b", "V3 - V2 avec 1 % de photo-initiateur TPO ajouté au vernis"),
            ("b", "V4 - V2 avec inertage à l'azote sous la lampe DEL"),
            ("b", "V5 - V4 à 8 m/min"),
            ("p", "Portes shaker en merisier, égrenage au 320 après la première couche. Adhérence par quadrillage "
                  "(ASTM D3359), dureté au crayon, COV calculés à partir de la fiche et vérifiés par pesée."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Adhérence", "Dureté au crayon", "COV", "Aspect", "Verdict"],
                ["V1", "2B", "2B", "41 g/L", "collant, blanchi", "non conforme"],
                ["V2", "4B", "B", "41 g/L", "légèrement collant", "non conforme"],
                ["V3", "4B", "F", "40 g/L", "jaunissement léger", "non conforme"],
                ["V4", "5B", "2H", "38 g/L", "sec", "conforme"],
                ["V5", "5B", "HB", "38 g/L", "mou dans les creux", "non conforme"],
            ]),
            ("h1", "Conclusion"),
            ("p", "L'eau doit être évacuée par le four infrarouge avant la DEL, sinon elle reste prise sous le film "
                  "et cause le blanchiment. La DEL 395 nm ne durcit pas la surface à l'air à cause de l'inhibition "
                  "par l'oxygène; le photo-initiateur ajouté ne suffit pas. L'inertage à l'azote donne une dureté 2H "
                  "et une adhérence 5B à 6 m/min. À 8 m/min, l'énergie UV ne suffit plus dans les creux. V4 est "
                  "retenu."),
        ])),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
