#!/usr/bin/env python3
"""Writes the logbook_first_6 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_6/make_cases.py [-v]
Schema: same as logbook_first_4 (see tests/quality/logbook/README.md).
Six writers: a terse machinist, a food technologist, a farmer, a software/ML engineer, a lab tech and a
construction superintendent (3 English, 3 French). Each record has 8-12 dated entries and 40-60
labelled sentences.
Checks:
  * every sentence text and every undated text occurs exactly once in the record file, on one line,
    and no two texts overlap;
  * labels are in the shared vocabulary;
  * entry dates in case.json strictly increase; entries appear in the file in the same order,
    except entries a case declares as written late (`late=`), which must sit AFTER a later-dated one;
  * sentences keep file order inside an entry;
  * every written weekday ("Thu Dec 4", « mardi 25 février ») matches its date;
  * the `ambiguous` flag follows the README rule for slashed dates (both parts <= 12 and different,
    and no other slashed date with a part > 12 in the file settles the order);
  * 8-12 entries and 40-60 labelled sentences per case.
With -v the leftover text (titles, date headings, bullets) is printed for eyeballing.
"""
import datetime as dt
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
H, A, R, C, N = "hypothesis", "activity", "result", "conclusion", "next_step"
LABELS = {H, A, R, C, N}
CASES = []


def case(name, language, locale, record_name, record, entries, undated, weekdays=(), late=()):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      record=record.strip("\n") + "\n", entries=entries, undated=undated,
                      weekdays=list(weekdays), late=set(late)))


def E(date, ambiguous, *sents):
    return {"date": date, "ambiguous": ambiguous,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# 1 ------------------------------------------------------------------------------------------------
# en-CA, terse machinist, one sentence per line, no periods on most lines. Mixed heading forms:
# "Mon Nov 24", "Nov 26 - <sentence>", ISO "2025-12-01", "Dec 11 -- <sentence>",
# "Thu Dec 18, last shift before shutdown", then yearless "Jan 7" / "Fri Jan 9" / "Tue Jan 13" after
# the year boundary (2026; the title says the log started Nov 2025). Settings vs readings, a
# "Suspect ..." hypothesis that gets ruled out, a planned "Feb 2 delivery" in a next_step.
case(
    "gun_drill_manifold_walk", "en", "en-CA", "cell3_gun_drill_log.txt",
    """
GUN DRILL LOG — MB-40 manifold block, 17-4 PH cond. H1150
Cell 3, Unisig gun drill. Ø6.35 x 310 deep cross holes, 4 per block. Log started Nov 2025.
Spec: exit position ±0.15 at full depth. Customer rejects anything over.
Coolant: straight oil, pump maxes out at 1000 psi.

Mon Nov 24
Ran 6 blocks, 1 hole each, book feeds 2400 rpm / 18 mm/min / 900 psi
Exit offset 0.22–0.41, all toward the parting line
3 of 6 out of spec
Suspect the guide bushing, it's got ~1400 holes on it

Nov 26 - new carbide guide bushing in, same feeds, ran 4 blocks
Offset 0.19–0.36, barely moved
Bushing's not it

2025-12-01
Bandsawed 2 rejected blocks along the hole line to see where it walks
Hole drifts in the first 40 mm, then runs dead straight to the exit
So the drift happens at entry, not down the hole
Think it's the entry face: drill starts on the as-forged surface, scale plus 3° draft

Thu Dec 4
Spot faced the entry on 4 blocks with a Ø12 end mill, 2 deep
Gun drilled them at book feeds
Offset 0.08–0.13, all 4 good
2 un-faced blocks run the same shift as control: 0.27 and 0.33
Forged face is what walks the drill

Dec 11 -- Spot face costs 3.5 min/block on the HMC
Too slow for 400 blocks a month, planner says no
Tried a pilot instead: Ø6.35 carbide jobber 15 deep on the HMC, then gun drill
6 pilot blocks: offset 0.05–0.11, and the pilot only adds 1.2 min/block
Pilot does the job of the spot face for a third of the time

Thu Dec 18, last shift before shutdown
40 blocks with the pilot, 160 holes
2 drills snapped around 250 deep, both in blocks from heat lot 7731
Every other hole in spec
Suspect 7731 came in harder than the cert says
Next: Rockwell both lots first week back, and pull the 7731 certs

Jan 7
Rockwell C, 3 hits per block, 4 blocks per lot
7731: 33–35 HRC
6650: 28–29 HRC
7731 was aged like H1025, not H1150 — supplier's heat treat, not our process
Rest of 7731 tagged and quarantined

Fri Jan 9   Supplier QA came in and rechecked 7731 on their portable tester
Got 34 HRC, same as ours
Their furnace log shows the lot went through on the H1025 recipe by mistake
They re-age at their cost, back in about a week

Tue Jan 13
Rush order, so ran 8 of the quarantined 7731 blocks at 12 mm/min, 1000 psi
No breaks, offset 0.06–0.12
Cycle time up 50%
Slow feed gets through the hard lot but it's a stopgap, not the fix

Wed Jan 21
Pilot + book feeds made standard on MB-40, router is rev C now
Re-aged 7731 came back at 29–30 HRC
Ran 12 of them at book feeds
No breaks, all in spec
Next: incoming Rockwell on every new heat lot, starting with the Feb 2 delivery

Drills: 6.35 Botek, regrind every 25 holes, keep 6 on the shelf.
— D. Kowalchuk, lead hand cell 3
""",
    [
        E("2025-11-24", False,
          (A, "Ran 6 blocks, 1 hole each, book feeds 2400 rpm / 18 mm/min / 900 psi"),
          (R, "Exit offset 0.22–0.41, all toward the parting line"),
          (R, "3 of 6 out of spec"),
          (H, "Suspect the guide bushing, it's got ~1400 holes on it")),
        E("2025-11-26", False,
          (A, "new carbide guide bushing in, same feeds, ran 4 blocks"),
          (R, "Offset 0.19–0.36, barely moved"),
          (C, "Bushing's not it")),
        E("2025-12-01", False,
          (A, "Bandsawed 2 rejected blocks along the hole line to see where it walks"),
          (R, "Hole drifts in the first 40 mm, then runs dead straight to the exit"),
          (C, "So the drift happens at entry, not down the hole"),
          (H, "Think it's the entry face: drill starts on the as-forged surface, scale plus 3° draft")),
        E("2025-12-04", False,
          (A, "Spot faced the entry on 4 blocks with a Ø12 end mill, 2 deep"),
          (A, "Gun drilled them at book feeds"),
          (R, "Offset 0.08–0.13, all 4 good"),
          (R, "2 un-faced blocks run the same shift as control: 0.27 and 0.33"),
          (C, "Forged face is what walks the drill")),
        E("2025-12-11", False,
          (R, "Spot face costs 3.5 min/block on the HMC"),
          (C, "Too slow for 400 blocks a month, planner says no"),
          (A, "Tried a pilot instead: Ø6.35 carbide jobber 15 deep on the HMC, then gun drill"),
          (R, "6 pilot blocks: offset 0.05–0.11, and the pilot only adds 1.2 min/block"),
          (C, "Pilot does the job of the spot face for a third of the time")),
        E("2025-12-18", False,
          (A, "40 blocks with the pilot, 160 holes"),
          (R, "2 drills snapped around 250 deep, both in blocks from heat lot 7731"),
          (R, "Every other hole in spec"),
          (H, "Suspect 7731 came in harder than the cert says"),
          (N, "Next: Rockwell both lots first week back, and pull the 7731 certs")),
        E("2026-01-07", False,
          (A, "Rockwell C, 3 hits per block, 4 blocks per lot"),
          (R, "7731: 33–35 HRC"),
          (R, "6650: 28–29 HRC"),
          (C, "7731 was aged like H1025, not H1150 — supplier's heat treat, not our process"),
          (A, "Rest of 7731 tagged and quarantined")),
        E("2026-01-09", False,
          (A, "Supplier QA came in and rechecked 7731 on their portable tester"),
          (R, "Got 34 HRC, same as ours"),
          (R, "Their furnace log shows the lot went through on the H1025 recipe by mistake"),
          (N, "They re-age at their cost, back in about a week")),
        E("2026-01-13", False,
          (A, "Rush order, so ran 8 of the quarantined 7731 blocks at 12 mm/min, 1000 psi"),
          (R, "No breaks, offset 0.06–0.12"),
          (R, "Cycle time up 50%"),
          (C, "Slow feed gets through the hard lot but it's a stopgap, not the fix")),
        E("2026-01-21", False,
          (C, "Pilot + book feeds made standard on MB-40, router is rev C now"),
          (R, "Re-aged 7731 came back at 29–30 HRC"),
          (A, "Ran 12 of them at book feeds"),
          (R, "No breaks, all in spec"),
          (N, "Next: incoming Rockwell on every new heat lot, starting with the Feb 2 delivery")),
    ],
    [
        "Cell 3, Unisig gun drill. Ø6.35 x 310 deep cross holes, 4 per block. Log started Nov 2025.",
        "Spec: exit position ±0.15 at full depth. Customer rejects anything over.",
        "Coolant: straight oil, pump maxes out at 1000 psi.",
        "Drills: 6.35 Botek, regrind every 25 holes, keep 6 on the shelf.",
        "— D. Kowalchuk, lead hand cell 3",
    ],
    weekdays=[("Mon Nov 24", "2025-11-24"), ("Thu Dec 4", "2025-12-04"), ("Thu Dec 18", "2025-12-18"),
              ("Fri Jan 9", "2026-01-09"), ("Tue Jan 13", "2026-01-13"), ("Wed Jan 21", "2026-01-21")],
)

# 2 ------------------------------------------------------------------------------------------------
# fr-CA, food technologist writing full paragraphs. Mixed date forms: « Lundi 3 février 2025 »,
# « 5 févr. — », « Essai 3 (2025-02-10) — », « 12/02/2025 — » (settled by 19/02/2025, so not
# ambiguous), « Mardi 25 février », « Le 4 mars, nous avons ... » inside the sentence,
# « Essai 7, réalisé le 11 mars 2025 : », « 25 mars 2025 », « 1er avril — réunion ». French number
# formats (38,5 %, 0,06 $, 1,1 kg). A planned « semaine du 21 avril » inside a next_step.
case(
    "fr_tourtiere_fond_detrempe", "fr", "fr-CA", "rd_tourtiere_surgelee_cahier.txt",
    """
Tourtière surgelée 9 po — fond de pâte détrempé (projet R-D no 25-014)
Boulangerie Chez Gervais inc., Lévis — R-D produits surgelés.
Produit : tourtière de 1,1 kg vendue crue et surgelée, à cuire par le client 55 min à 200 °C ; environ 18 % des commentaires clients parlent d'un fond de pâte pâteux.
Mesures : humidité du fond de croûte au dessiccateur (disque de 5 cm au centre), force de rupture au texturomètre (flexion 3 points) et panel interne de six personnes.

Lundi 3 février 2025
Nous avons cuit six tourtières de production standard, sorties du congélateur à −18 °C, en suivant les instructions de la boîte. Le fond de croûte contient en moyenne 38,5 % d'humidité, contre 22,0 % pour le bord, et la force de rupture n'est que de 2,1 N. Sur les six tartes, quatre ont un fond franchement cru au centre. À la coupe, la garniture laisse couler un jus clair qui imbibe le fond. Nous pensons que le jus libéré par la viande pendant la cuisson traverse la pâte crue avant qu'elle ait eu le temps de figer.

5 févr. — La plaque à pizza a été chauffée à 230 °C pendant 20 minutes, puis trois tartes y ont été déposées sur la grille du bas ; trois autres ont été cuites de la façon habituelle comme témoins. Avec la plaque, le fond descend à 31,2 % d'humidité, mais le dessus est trop coloré avant la fin du temps de cuisson. La chaleur par le bas aide un peu, sans régler le problème. De toute façon, on ne peut pas demander au client de changer sa façon de cuire.

Essai 3 (2025-02-10) — La garniture cuite a été égouttée sur un tamis pendant 30 minutes, avant l'assemblage, pour mesurer le jus libre. Le jus représente 7,8 % de la masse de garniture, soit environ 60 g par tourtière. C'est surtout du bouillon et du gras fondu, qui gélifie au réfrigérateur. Si on lie ce jus avec un amidon ou de la chapelure, le fond devrait rester sec même après la congélation.

12/02/2025 — Trois formules de garniture ont été préparées : témoin, 2 % de chapelure, et 1,5 % d'amidon de tapioca modifié ajouté au mélange chaud avant le refroidissement. Les tourtières ont été assemblées, surgelées au tunnel à −35 °C, puis entreposées à −18 °C pendant une semaine. Nous nous attendons à ce que l'amidon donne le fond le plus sec sans changer la texture de la garniture.

19/02/2025 — Six tartes de chaque formule ont été cuites selon les instructions de la boîte. Le fond du témoin est à 37,9 % d'humidité, celui avec chapelure à 33,0 % et celui avec amidon à 27,4 %. Le panel trouve la garniture à la chapelure sèche et farineuse, alors que celle à l'amidon est jugée identique au témoin. L'amidon lie le jus sans nuire au goût, on abandonne donc la chapelure.

Mardi 25 février
Nous soupçonnons que l'amidon ne suffira pas à lui seul, parce que la pâte crue reprend aussi de l'humidité pendant l'entreposage. Pour le vérifier, douze tourtières à l'amidon ont été placées dans un congélateur programmé en cycles de −18 °C à −10 °C, deux cycles par jour, afin de simuler trois mois en épicerie. Les premières tartes seront cuites après sept jours de cyclage.

Le 4 mars, nous avons cuit six des tourtières cyclées. Avant la cuisson, on voit déjà une mince couche de glace entre la garniture et la pâte. Le fond remonte à 33,5 % d'humidité et la force de rupture retombe à 2,8 N. L'humidité migre vers la pâte pendant l'entreposage, donc il faut une barrière entre la garniture et le fond, en plus de l'amidon.

Essai 7, réalisé le 11 mars 2025 : le fond de pâte de six tartes a été badigeonné de beurre de cacao fondu (4 g par tarte) avant le remplissage. Six autres ont reçu une dorure à l'œuf précuite 4 minutes à 220 °C. Toutes ont ensuite subi le même cyclage pendant 14 jours. On s'attend à ce que le gras forme un film hydrophobe qui tient au froid, ce que la dorure ne fait peut-être pas.

25 mars 2025
Les deux séries ont été cuites selon la boîte après les 14 jours de cyclage. Le fond au beurre de cacao sort à 25,1 % d'humidité et 4,6 N à la rupture, presque comme une tarte fraîche. La dorure donne 29,8 %, et la couche d'œuf se décolle en plaques sur deux tartes sur six. Aucun membre du panel ne détecte le beurre de cacao. Le beurre de cacao est retenu comme barrière, avec l'amidon dans la garniture.

1er avril — réunion avec la production
Le beurre de cacao ajoute 0,06 $ par tarte, application comprise. Le pistolet chauffé loué pour l'essai coûte 350 $ par semaine. La direction approuve la formule amidon + beurre de cacao pour un essai en production. Selon nous, une application au pistolet devrait suivre la cadence de 14 tartes par minute de la ligne 2. Prochaine étape : essai de 500 tartes sur la ligne 2 la semaine du 21 avril, avec mesure de l'humidité du fond après 4 et 12 semaines d'entreposage.

À faire : demander au fournisseur la fiche technique du beurre de cacao désodorisé ; commander des buses de pulvérisation chauffées.
— Sophie Tremblay, technologue en aliments
""",
    [
        E("2025-02-03", False,
          (A, "Nous avons cuit six tourtières de production standard, sorties du congélateur à −18 °C, en suivant les instructions de la boîte."),
          (R, "Le fond de croûte contient en moyenne 38,5 % d'humidité, contre 22,0 % pour le bord, et la force de rupture n'est que de 2,1 N."),
          (R, "Sur les six tartes, quatre ont un fond franchement cru au centre."),
          (R, "À la coupe, la garniture laisse couler un jus clair qui imbibe le fond."),
          (H, "Nous pensons que le jus libéré par la viande pendant la cuisson traverse la pâte crue avant qu'elle ait eu le temps de figer.")),
        E("2025-02-05", False,
          (A, "La plaque à pizza a été chauffée à 230 °C pendant 20 minutes, puis trois tartes y ont été déposées sur la grille du bas ; trois autres ont été cuites de la façon habituelle comme témoins."),
          (R, "Avec la plaque, le fond descend à 31,2 % d'humidité, mais le dessus est trop coloré avant la fin du temps de cuisson."),
          (C, "La chaleur par le bas aide un peu, sans régler le problème."),
          (C, "De toute façon, on ne peut pas demander au client de changer sa façon de cuire.")),
        E("2025-02-10", False,
          (A, "La garniture cuite a été égouttée sur un tamis pendant 30 minutes, avant l'assemblage, pour mesurer le jus libre."),
          (R, "Le jus représente 7,8 % de la masse de garniture, soit environ 60 g par tourtière."),
          (R, "C'est surtout du bouillon et du gras fondu, qui gélifie au réfrigérateur."),
          (H, "Si on lie ce jus avec un amidon ou de la chapelure, le fond devrait rester sec même après la congélation.")),
        E("2025-02-12", False,
          (A, "Trois formules de garniture ont été préparées : témoin, 2 % de chapelure, et 1,5 % d'amidon de tapioca modifié ajouté au mélange chaud avant le refroidissement."),
          (A, "Les tourtières ont été assemblées, surgelées au tunnel à −35 °C, puis entreposées à −18 °C pendant une semaine."),
          (H, "Nous nous attendons à ce que l'amidon donne le fond le plus sec sans changer la texture de la garniture.")),
        E("2025-02-19", False,
          (A, "Six tartes de chaque formule ont été cuites selon les instructions de la boîte."),
          (R, "Le fond du témoin est à 37,9 % d'humidité, celui avec chapelure à 33,0 % et celui avec amidon à 27,4 %."),
          (R, "Le panel trouve la garniture à la chapelure sèche et farineuse, alors que celle à l'amidon est jugée identique au témoin."),
          (C, "L'amidon lie le jus sans nuire au goût, on abandonne donc la chapelure.")),
        E("2025-02-25", False,
          (H, "Nous soupçonnons que l'amidon ne suffira pas à lui seul, parce que la pâte crue reprend aussi de l'humidité pendant l'entreposage."),
          (A, "Pour le vérifier, douze tourtières à l'amidon ont été placées dans un congélateur programmé en cycles de −18 °C à −10 °C, deux cycles par jour, afin de simuler trois mois en épicerie."),
          (N, "Les premières tartes seront cuites après sept jours de cyclage.")),
        E("2025-03-04", False,
          (A, "Le 4 mars, nous avons cuit six des tourtières cyclées."),
          (R, "Avant la cuisson, on voit déjà une mince couche de glace entre la garniture et la pâte."),
          (R, "Le fond remonte à 33,5 % d'humidité et la force de rupture retombe à 2,8 N."),
          (C, "L'humidité migre vers la pâte pendant l'entreposage, donc il faut une barrière entre la garniture et le fond, en plus de l'amidon.")),
        E("2025-03-11", False,
          (A, "le fond de pâte de six tartes a été badigeonné de beurre de cacao fondu (4 g par tarte) avant le remplissage."),
          (A, "Six autres ont reçu une dorure à l'œuf précuite 4 minutes à 220 °C."),
          (A, "Toutes ont ensuite subi le même cyclage pendant 14 jours."),
          (H, "On s'attend à ce que le gras forme un film hydrophobe qui tient au froid, ce que la dorure ne fait peut-être pas.")),
        E("2025-03-25", False,
          (A, "Les deux séries ont été cuites selon la boîte après les 14 jours de cyclage."),
          (R, "Le fond au beurre de cacao sort à 25,1 % d'humidité et 4,6 N à la rupture, presque comme une tarte fraîche."),
          (R, "La dorure donne 29,8 %, et la couche d'œuf se décolle en plaques sur deux tartes sur six."),
          (R, "Aucun membre du panel ne détecte le beurre de cacao."),
          (C, "Le beurre de cacao est retenu comme barrière, avec l'amidon dans la garniture.")),
        E("2025-04-01", False,
          (R, "Le beurre de cacao ajoute 0,06 $ par tarte, application comprise."),
          (R, "Le pistolet chauffé loué pour l'essai coûte 350 $ par semaine."),
          (C, "La direction approuve la formule amidon + beurre de cacao pour un essai en production."),
          (H, "Selon nous, une application au pistolet devrait suivre la cadence de 14 tartes par minute de la ligne 2."),
          (N, "Prochaine étape : essai de 500 tartes sur la ligne 2 la semaine du 21 avril, avec mesure de l'humidité du fond après 4 et 12 semaines d'entreposage.")),
    ],
    [
        "Boulangerie Chez Gervais inc., Lévis — R-D produits surgelés.",
        "Produit : tourtière de 1,1 kg vendue crue et surgelée, à cuire par le client 55 min à 200 °C ; environ 18 % des commentaires clients parlent d'un fond de pâte pâteux.",
        "Mesures : humidité du fond de croûte au dessiccateur (disque de 5 cm au centre), force de rupture au texturomètre (flexion 3 points) et panel interne de six personnes.",
        "À faire : demander au fournisseur la fiche technique du beurre de cacao désodorisé ; commander des buses de pulvérisation chauffées.",
        "— Sophie Tremblay, technologue en aliments",
    ],
    weekdays=[("Lundi 3 février 2025", "2025-02-03"), ("Mardi 25 février", "2025-02-25")],
)

# 3 ------------------------------------------------------------------------------------------------
# fr-CA, farmer's field notebook (« pis », « ben », « à matin », « y'a », outardes), Sept 2024 to
# Oct 2025. « 12 sept. 2024 », « Tour de champ le 3 oct. : » (date mid-line), « 18 nov. », then
# yearless « 22 avril » / « 5 mai — » / « Mardi 20 mai » after the year boundary (2025), slashed
# « 03/06/2025 » settled by « 16/06/2025 », « Le 2 juillet, j'ai ... » inside the sentence, a yearless
# « 29 sept. » that must be 2025, and « 14 oct. 2025 ». « du 18 juin » refers back and is no entry.
case(
    "fr_seigle_roule_soya_semis_direct", "fr", "fr-CA", "essai_seigle_roule_soya.txt",
    """
Essai seigle roulé avant soya — 2024-2025
Ferme Bessette & fils, Saint-Pie. Champ du rang Émileville, 12 ha séparés en 2 parcelles de 6 ha.
But : voir si un seigle d'automne couché au rouleau-crêpeur peut remplacer le glyphosate avant le soya en semis direct.
A = seigle + rouleau-crêpeur, B = témoin en semis direct dans le chaume, arrosé comme d'habitude.

12 sept. 2024
Semé le seigle d'automne sur A au semoir à céréales, 150 kg/ha, juste après le battage du blé. B laissé en chaume de blé comme d'habitude. Mon idée : si le seigle fait assez de biomasse, le paillis va étouffer les mauvaises herbes jusqu'à ce que le soya ferme le rang.

Tour de champ le 3 oct. : le seigle est levé égal partout, stade 3 feuilles. Comptage au cadre de 0,25 m², 4 places : 380 plants/m² en moyenne. Un peu de dommages d'outardes dans le coin du ruisseau, rien de grave.

18 nov.
Le seigle est rentré en dormance à 15 cm, ben tallé, 4-5 talles par plant. Planté 4 piquets pour reprendre les mesures aux mêmes places au printemps. L'agronome pense qu'il va falloir au moins 8 t/ha de matière sèche au roulage pour que le paillis tienne les mauvaises herbes.

22 avril
Le seigle est reparti, 25 cm, vert foncé. Épandu 30 m³/ha de lisier de porc sur A pour pousser la biomasse. Avec le lisier, on devrait passer les 8 tonnes sans problème.

5 mai — Échantillons de sol 0-30 cm sur A pis B pour les nitrates. A : 8 ppm, B : 22 ppm. Le seigle pompe l'azote du sol. Ça devrait pas déranger le soya vu qu'y fixe son azote.

Mardi 20 mai
Arrosé B au glyphosate, 1,5 L/ha, avant le semis. Semé le soya dans B au planteur 15 po, 450 000 grains/ha. Le seigle sur A est juste épié. Trop de bonne heure pour rouler : à ce stade-là, y se relève.

03/06/2025 — Seigle en pleine floraison, les anthères pendent. Coupé 4 cadres de 0,25 m² aux piquets, séchés au four à 60 °C. Ça donne 9,6 t/ha de matière sèche. Roulé A au rouleau-crêpeur à 10 km/h pis semé le soya direct dedans la même journée, même planteur, 450 000 grains/ha. Le rouleau couche ben le seigle, y reste juste quelques tiges debout dans les fourrières.

16/06/2025 — Levée du soya : 395 000 plants/ha sur B, 310 000 sur A. Dans A, le planteur a pas coupé le paillis partout, y'a des graines restées sur le dessus dans les bouts épais. On pense que les disques ouvreurs glissent sur le paillis quand il est mouillé à matin. Vais appeler le concessionnaire pour des roues plombeuses en fonte.

Le 2 juillet, j'ai compté les mauvaises herbes dans 10 cadres par parcelle. A : 4 plants/m², surtout du chénopode dans les bouts clairs. B : 2 plants/m² après l'arrosage de post-levée du 18 juin. Le soya dans A est 10 cm plus court que dans B pis un peu jaune. Le paillis tient les mauvaises herbes presque aussi ben que le glyphosate, sans un seul arrosage sur A.

29 sept.
Battu les deux parcelles, pesé au chariot à grain. A : 3,4 t/ha à 13 % d'humidité, B : 3,9 t/ha. Le manque à gagner vient surtout de la population plus basse dans A. Économie sur A : pas d'arrosage, environ 95 $/ha.

14 oct. 2025 — bilan avec l'agronome du club
On garde le seigle roulé l'an prochain, sur les 12 ha au complet, mais avec des roues plombeuses en fonte sur le planteur. Je pense qu'avec les roues en fonte, la levée dans le seigle devrait revenir proche de celle du témoin. Prochaine étape : semer 500 000 grains/ha dans le seigle pour compenser, pis essayer des tasse-résidus sur 4 rangs.

Notes : seigle acheté à la Coop, 0,62 $/kg. Rouleau-crêpeur prêté par le club agroenvironnemental.
""",
    [
        E("2024-09-12", False,
          (A, "Semé le seigle d'automne sur A au semoir à céréales, 150 kg/ha, juste après le battage du blé."),
          (A, "B laissé en chaume de blé comme d'habitude."),
          (H, "Mon idée : si le seigle fait assez de biomasse, le paillis va étouffer les mauvaises herbes jusqu'à ce que le soya ferme le rang.")),
        E("2024-10-03", False,
          (R, "le seigle est levé égal partout, stade 3 feuilles."),
          (R, "Comptage au cadre de 0,25 m², 4 places : 380 plants/m² en moyenne."),
          (R, "Un peu de dommages d'outardes dans le coin du ruisseau, rien de grave.")),
        E("2024-11-18", False,
          (R, "Le seigle est rentré en dormance à 15 cm, ben tallé, 4-5 talles par plant."),
          (A, "Planté 4 piquets pour reprendre les mesures aux mêmes places au printemps."),
          (H, "L'agronome pense qu'il va falloir au moins 8 t/ha de matière sèche au roulage pour que le paillis tienne les mauvaises herbes.")),
        E("2025-04-22", False,
          (R, "Le seigle est reparti, 25 cm, vert foncé."),
          (A, "Épandu 30 m³/ha de lisier de porc sur A pour pousser la biomasse."),
          (H, "Avec le lisier, on devrait passer les 8 tonnes sans problème.")),
        E("2025-05-05", False,
          (A, "Échantillons de sol 0-30 cm sur A pis B pour les nitrates."),
          (R, "A : 8 ppm, B : 22 ppm."),
          (C, "Le seigle pompe l'azote du sol."),
          (H, "Ça devrait pas déranger le soya vu qu'y fixe son azote.")),
        E("2025-05-20", False,
          (A, "Arrosé B au glyphosate, 1,5 L/ha, avant le semis."),
          (A, "Semé le soya dans B au planteur 15 po, 450 000 grains/ha."),
          (R, "Le seigle sur A est juste épié."),
          (C, "Trop de bonne heure pour rouler : à ce stade-là, y se relève.")),
        E("2025-06-03", False,
          (R, "Seigle en pleine floraison, les anthères pendent."),
          (A, "Coupé 4 cadres de 0,25 m² aux piquets, séchés au four à 60 °C."),
          (R, "Ça donne 9,6 t/ha de matière sèche."),
          (A, "Roulé A au rouleau-crêpeur à 10 km/h pis semé le soya direct dedans la même journée, même planteur, 450 000 grains/ha."),
          (R, "Le rouleau couche ben le seigle, y reste juste quelques tiges debout dans les fourrières.")),
        E("2025-06-16", False,
          (R, "Levée du soya : 395 000 plants/ha sur B, 310 000 sur A."),
          (R, "Dans A, le planteur a pas coupé le paillis partout, y'a des graines restées sur le dessus dans les bouts épais."),
          (H, "On pense que les disques ouvreurs glissent sur le paillis quand il est mouillé à matin."),
          (N, "Vais appeler le concessionnaire pour des roues plombeuses en fonte.")),
        E("2025-07-02", False,
          (A, "Le 2 juillet, j'ai compté les mauvaises herbes dans 10 cadres par parcelle."),
          (R, "A : 4 plants/m², surtout du chénopode dans les bouts clairs."),
          (R, "B : 2 plants/m² après l'arrosage de post-levée du 18 juin."),
          (R, "Le soya dans A est 10 cm plus court que dans B pis un peu jaune."),
          (C, "Le paillis tient les mauvaises herbes presque aussi ben que le glyphosate, sans un seul arrosage sur A.")),
        E("2025-09-29", False,
          (A, "Battu les deux parcelles, pesé au chariot à grain."),
          (R, "A : 3,4 t/ha à 13 % d'humidité, B : 3,9 t/ha."),
          (C, "Le manque à gagner vient surtout de la population plus basse dans A."),
          (R, "Économie sur A : pas d'arrosage, environ 95 $/ha.")),
        E("2025-10-14", False,
          (C, "On garde le seigle roulé l'an prochain, sur les 12 ha au complet, mais avec des roues plombeuses en fonte sur le planteur."),
          (H, "Je pense qu'avec les roues en fonte, la levée dans le seigle devrait revenir proche de celle du témoin."),
          (N, "Prochaine étape : semer 500 000 grains/ha dans le seigle pour compenser, pis essayer des tasse-résidus sur 4 rangs.")),
    ],
    [
        "Ferme Bessette & fils, Saint-Pie. Champ du rang Émileville, 12 ha séparés en 2 parcelles de 6 ha.",
        "But : voir si un seigle d'automne couché au rouleau-crêpeur peut remplacer le glyphosate avant le soya en semis direct.",
        "A = seigle + rouleau-crêpeur, B = témoin en semis direct dans le chaume, arrosé comme d'habitude.",
        "Notes : seigle acheté à la Coop, 0,62 $/kg. Rouleau-crêpeur prêté par le club agroenvironnemental.",
    ],
    weekdays=[("Mardi 20 mai", "2025-05-20")],
)

# 4 ------------------------------------------------------------------------------------------------
# en-US, ML engineer's markdown log. Mixed headings: "## 2025-09-08 (Mon)", "## Standup 9/10/2025"
# (settled by 9/15/2025, so not ambiguous), an undated "## Reference: eval set v3" section between
# entries, "## Fri 2025-09-12 (written up late)" placed after the 9/15 entry, "## Thu Sep 18",
# "## Mon Sep 22", "## Sept. 29, 2025", "## Thursday, October 2, 2025", "## 10/6/2025 — shadow mode",
# yearless "## Oct 14" and "## Mon Oct 20". A planned cutover "10/27" inside a next_step.
case(
    "hydrophone_leak_classifier_traffic_us", "en", "en-US", "leaknet_v2_worklog.md",
    """
# LeakNet v2 — false alerts on arterial mains

Owner: Priya Raman (ML). Pilot: City of Dayton water utility, 140 hydrophones on cast-iron and PVC mains.
Model: 1D CNN on 4 s log-mel windows, 2 kHz sample rate; an alert fires when the leak score is above 0.8 for 3 consecutive windows.
August numbers: 31 alerts, crews checked all 31, 4 real leaks.

## 2025-09-08 (Mon)

- Pulled the audio for the 27 false alerts from August and listened to each one with the crew lead.
- 19 of the 27 line up with heavy trucks or buses passing within 30 m of the sensor.
- The truck rumble sits at 200–600 Hz, right where the leak hiss lives on cast iron.
- My working theory: the model learned "steady broadband energy in that band" and never saw enough traffic noise in training.

## Standup 9/10/2025

- Checked the training set composition: 11,400 windows, 2,100 of them labeled leak.
- Only 160 of the non-leak windows have any vehicle noise in them, and all were recorded at night.
- Traffic is basically out of distribution for the current model.

## Reference: eval set v3

Eval set v3 is frozen: 1,850 windows from 22 sites, 310 of them leak, every label checked by two people.
Metric we report to the city: false alerts per 100 sensor-days at the alert threshold, plus recall on confirmed leaks.

## 9/15/2025

- Recorded 6 h of daytime traffic on 8 sensors with known no-leak status (those mains were pressure-tested last spring).
- Added 5,200 traffic windows to training as negatives and retrained v2.1 with the same hyperparameters (lr 3e-4, batch 64, 40 epochs).
- We expect false alerts to drop by at least half without losing recall on the leak class.

## Fri 2025-09-12 (written up late)

- Tried a 150 Hz high-pass filter in front of v1 as a quick fix, no retraining.
- False alerts on the August replay fell from 27 to 15, but only 2 of the 4 confirmed leaks were still caught.
- The filter cuts into the cast-iron leak signature too, so a filter alone is not the answer.

## Thu Sep 18

- Ran a per-site breakdown of the v2.1 errors on eval v3.
- Every miss is on a PVC main, where leaks are quieter and lower in pitch than on cast iron.
- We think PVC needs its own threshold rather than a separate model.
- Next: pull labeled PVC leaks out of the utility's repair tickets.

## Mon Sep 22

- v2.1 on eval v3: recall 0.93 (was 0.94), false alerts 3.1 per 100 sensor-days (was 7.8).
- Replay of August: 9 false alerts instead of 27, all 4 leaks still caught.
- Traffic negatives fix most of the problem without hurting recall.
- 7 of the 9 remaining false alerts come from two sensors near the Keowee pump station.
- Suspect the pump's tonal hum at 120 Hz and its harmonics is what's left.

## Sept. 29, 2025

- Added a second input channel, per-frame spectral flatness, so the model can tell tonal hum from broadband hiss.
- Retrained as v2.2 on the same data with 3 seeds.
- Eval: recall 0.94 ± 0.01, false alerts 1.9 per 100 sensor-days.
- The pump-station sensors drop from 7 false alerts to 1 on the August replay.
- The flatness feature takes care of the tonal sources, so it stays in.

## Thursday, October 2, 2025

- Tuned a separate threshold for PVC sites on the validation split, 0.72 instead of 0.8.
- PVC recall goes from 0.86 to 0.91 with no change in false alerts on eval v3.
- One model with per-material thresholds is enough; a separate PVC model isn't worth the upkeep.

## 10/6/2025 — shadow mode

- v2.2 deployed in shadow mode on all 140 sensors next to v1, and only v1 pages the crews.
- If v2.2 holds up, crews should get about a third of the pages they get now.
- Compare the two for two weeks, then decide on the cutover.

## Oct 14

- Week 1 of shadow: v1 raised 11 alerts, v2.2 raised 3.
- The crew confirmed a service-line leak on Linden Ave that both models caught.
- v2.2 fired 40 min later than v1 on that leak because of the 3-window rule.
- We think dropping to 2 windows at a 0.85 threshold would recover the delay without bringing the false alerts back.

## Mon Oct 20

- Replayed the two shadow weeks with 2 windows at 0.85.
- Detection delay is down to 12 min behind v1, with 4 false alerts over the two weeks instead of 3.
- Cutover approved at the Monday review with the 2-window, 0.85 setting.
- v2.2 takes over paging on 10/27, and v1 stays in shadow for 30 days as a fallback.

---
Open questions: licence for the city's traffic counts; who owns relabeling when crews log a leak as "not found".
""",
    [
        E("2025-09-08", False,
          (A, "Pulled the audio for the 27 false alerts from August and listened to each one with the crew lead."),
          (R, "19 of the 27 line up with heavy trucks or buses passing within 30 m of the sensor."),
          (R, "The truck rumble sits at 200–600 Hz, right where the leak hiss lives on cast iron."),
          (H, "My working theory: the model learned \"steady broadband energy in that band\" and never saw enough traffic noise in training.")),
        E("2025-09-10", False,
          (A, "Checked the training set composition: 11,400 windows, 2,100 of them labeled leak."),
          (R, "Only 160 of the non-leak windows have any vehicle noise in them, and all were recorded at night."),
          (C, "Traffic is basically out of distribution for the current model.")),
        E("2025-09-12", False,
          (A, "Tried a 150 Hz high-pass filter in front of v1 as a quick fix, no retraining."),
          (R, "False alerts on the August replay fell from 27 to 15, but only 2 of the 4 confirmed leaks were still caught."),
          (C, "The filter cuts into the cast-iron leak signature too, so a filter alone is not the answer.")),
        E("2025-09-15", False,
          (A, "Recorded 6 h of daytime traffic on 8 sensors with known no-leak status (those mains were pressure-tested last spring)."),
          (A, "Added 5,200 traffic windows to training as negatives and retrained v2.1 with the same hyperparameters (lr 3e-4, batch 64, 40 epochs)."),
          (H, "We expect false alerts to drop by at least half without losing recall on the leak class.")),
        E("2025-09-18", False,
          (A, "Ran a per-site breakdown of the v2.1 errors on eval v3."),
          (R, "Every miss is on a PVC main, where leaks are quieter and lower in pitch than on cast iron."),
          (H, "We think PVC needs its own threshold rather than a separate model."),
          (N, "Next: pull labeled PVC leaks out of the utility's repair tickets.")),
        E("2025-09-22", False,
          (R, "v2.1 on eval v3: recall 0.93 (was 0.94), false alerts 3.1 per 100 sensor-days (was 7.8)."),
          (R, "Replay of August: 9 false alerts instead of 27, all 4 leaks still caught."),
          (C, "Traffic negatives fix most of the problem without hurting recall."),
          (R, "7 of the 9 remaining false alerts come from two sensors near the Keowee pump station."),
          (H, "Suspect the pump's tonal hum at 120 Hz and its harmonics is what's left.")),
        E("2025-09-29", False,
          (A, "Added a second input channel, per-frame spectral flatness, so the model can tell tonal hum from broadband hiss."),
          (A, "Retrained as v2.2 on the same data with 3 seeds."),
          (R, "Eval: recall 0.94 ± 0.01, false alerts 1.9 per 100 sensor-days."),
          (R, "The pump-station sensors drop from 7 false alerts to 1 on the August replay."),
          (C, "The flatness feature takes care of the tonal sources, so it stays in.")),
        E("2025-10-02", False,
          (A, "Tuned a separate threshold for PVC sites on the validation split, 0.72 instead of 0.8."),
          (R, "PVC recall goes from 0.86 to 0.91 with no change in false alerts on eval v3."),
          (C, "One model with per-material thresholds is enough; a separate PVC model isn't worth the upkeep.")),
        E("2025-10-06", False,
          (A, "v2.2 deployed in shadow mode on all 140 sensors next to v1, and only v1 pages the crews."),
          (H, "If v2.2 holds up, crews should get about a third of the pages they get now."),
          (N, "Compare the two for two weeks, then decide on the cutover.")),
        E("2025-10-14", False,
          (R, "Week 1 of shadow: v1 raised 11 alerts, v2.2 raised 3."),
          (R, "The crew confirmed a service-line leak on Linden Ave that both models caught."),
          (R, "v2.2 fired 40 min later than v1 on that leak because of the 3-window rule."),
          (H, "We think dropping to 2 windows at a 0.85 threshold would recover the delay without bringing the false alerts back.")),
        E("2025-10-20", False,
          (A, "Replayed the two shadow weeks with 2 windows at 0.85."),
          (R, "Detection delay is down to 12 min behind v1, with 4 false alerts over the two weeks instead of 3."),
          (C, "Cutover approved at the Monday review with the 2-window, 0.85 setting."),
          (N, "v2.2 takes over paging on 10/27, and v1 stays in shadow for 30 days as a fallback.")),
    ],
    [
        "Owner: Priya Raman (ML). Pilot: City of Dayton water utility, 140 hydrophones on cast-iron and PVC mains.",
        "Model: 1D CNN on 4 s log-mel windows, 2 kHz sample rate; an alert fires when the leak score is above 0.8 for 3 consecutive windows.",
        "August numbers: 31 alerts, crews checked all 31, 4 real leaks.",
        "Eval set v3 is frozen: 1,850 windows from 22 sites, 310 of them leak, every label checked by two people.",
        "Metric we report to the city: false alerts per 100 sensor-days at the alert threshold, plus recall on confirmed leaks.",
        "Open questions: licence for the city's traffic counts; who owns relabeling when crews log a leak as \"not found\".",
    ],
    weekdays=[("Fri 2025-09-12", "2025-09-12"), ("Thu Sep 18", "2025-09-18"), ("Mon Sep 22", "2025-09-22"),
              ("Thursday, October 2, 2025", "2025-10-02"), ("Mon Oct 20", "2025-10-20")],
    late=["2025-09-12"],
)

# 5 ------------------------------------------------------------------------------------------------
# en-CA, assay-lab technician's bench log. Mixed forms: "FA run #1 — 2025-04-07" (ISO at the end of
# the line), "Apr 9", "April 14, 2025 — cupel/slag re-assay", "Apr 16 —", "22/04/2025 flux change"
# (day/month; 22 settles the file, so "06/05/2025" is 6 May and not ambiguous), "Thurs. Apr 24",
# "Re-ran B-118-27 on 9 May 2025 as ..." (date inside the sentence), "Tues. May 13", "May 20".
# An undated bench note sits between entries; a planned "June 2" rerun inside a next_step.
case(
    "fire_assay_high_copper_gold_loss", "en", "en-CA", "fa30_high_cu_bench_log.txt",
    """
Fire assay bench log — low Au on Cu-rich core, Blackfly project
Northern Shield Assay Labs, Timmins ON. Method FA-30: 30 g charge, lead collection, AAS finish below 10 g/t, gravimetric above.
Issue: the client's Cu-rich core (2–6% Cu) reads 10–25% lower in Au than their check lab.
Standards: OREAS 503d (Au 0.686 g/t, Cu 0.53%) and in-house high-Cu std HC-2 (Au 4.12 g/t, Cu 5.1%).

FA run #1 — 2025-04-07
Ran HC-2 x6 with the standard flux (litharge 60 g, soda ash 30 g, borax 10 g, silica 5 g, flour 3 g), fused at 1050 °C for 50 min.
HC-2 Au avg 3.52 g/t, 85% of cert.
Prills are dull and several buttons came out brittle with a copper-coloured top.
OREAS 503d run alongside: 0.679 g/t, in range.
So the method is fine on low-Cu material and the loss is specific to copper.
Suspect the Cu goes into the lead button and then drags gold into the cupel.

Apr 9
Fused 6 more HC-2 and pulled the lead buttons before cupelling.
Buttons weigh 28–31 g, target 30.
XRF on 2 buttons: 2.8% and 3.4% Cu in the lead.
Copper is definitely ending up in the button.

April 14, 2025 — cupel/slag re-assay
Re-assayed the 6 spent cupels and the 6 slags from the Apr 7 HC-2 run.
Slags are all under 0.02 g/t.
Gold recovered from the cupels adds back 0.48 g/t on average, which brings HC-2 to 4.00 g/t.
The gold is lost into the cupel, not the slag.

Apr 16 — Tried a 15 g charge instead of 30 g on HC-2 x4, standard flux.
Au avg 3.98 g/t.
Half charge works but doubles the detection limit and the nugget risk, so it's not an option for this client.

Note for whoever picks this up: HC-2 is in the grey cabinet, top shelf, not with the OREAS pulps.

22/04/2025 flux change
New flux for high-Cu: litharge up from 60 to 100 g, flour cut from 3 to 2 g to keep the button near 30 g.
Two test fusions first for button weight: 29 g and 31 g.
Ran HC-2 x6 on the new flux, same furnace program, cupels from the same box (lot C-2291).
We expect the extra litharge to slag off most of the copper before it can collect in the button.

Thurs. Apr 24
HC-2 on the 100 g litharge flux: 3.96 g/t avg, 96% of cert.
Buttons bright and malleable, no copper colour on top.
OREAS 503d in the same run: 0.681 g/t, within 2 SD.
The extra litharge fixes most of the loss on high-Cu material.

06/05/2025 — client batch B-118
Ran the 40 client pulps of B-118 on the new flux, with a dup every 10th and HC-2 plus a blank every 20.
Against the check lab, B-118 now reads 2% low on average instead of 17% low.
Blanks all below 0.005 g/t.
One dup pair (B-118-27) is off by 22%.
Probably nugget effect, the core photo for that interval shows visible gold.

Re-ran B-118-27 on 9 May 2025 as a metallic screen assay, 1 kg of pulp screened at 106 µm.
Plus fraction carries 31% of the gold, screen result 6.8 g/t against 5.1 and 6.6 on the two 30 g charges.
Coarse gold, not the flux, explains the 22% dup gap.

Tues. May 13
QA manager approved FA-30-HC for any sample above 1% Cu on the pXRF pre-screen.
pXRF pre-screen added at sample prep, one 30 s shot per pulp.
LIMS updated so the FA-30-HC flag triggers by itself at 1% Cu.
Next: full validation, 10 reps each of HC-2 and 503d over 5 days, before any client data goes out under FA-30-HC.

May 20
Validation done: HC-2 10 reps avg 4.05 g/t, RSD 2.9%; 503d avg 0.684 g/t.
FA-30-HC meets our acceptance criteria (within 5% of cert, RSD under 5%).
The pXRF shot adds about 10 min per batch of 20.
B-118 report goes out once QA signs, and the other 300 Blackfly pulps get rerun on FA-30-HC starting June 2.

— T. Lachance, senior assay tech
""",
    [
        E("2025-04-07", False,
          (A, "Ran HC-2 x6 with the standard flux (litharge 60 g, soda ash 30 g, borax 10 g, silica 5 g, flour 3 g), fused at 1050 °C for 50 min."),
          (R, "HC-2 Au avg 3.52 g/t, 85% of cert."),
          (R, "Prills are dull and several buttons came out brittle with a copper-coloured top."),
          (R, "OREAS 503d run alongside: 0.679 g/t, in range."),
          (C, "So the method is fine on low-Cu material and the loss is specific to copper."),
          (H, "Suspect the Cu goes into the lead button and then drags gold into the cupel.")),
        E("2025-04-09", False,
          (A, "Fused 6 more HC-2 and pulled the lead buttons before cupelling."),
          (R, "Buttons weigh 28–31 g, target 30."),
          (R, "XRF on 2 buttons: 2.8% and 3.4% Cu in the lead."),
          (C, "Copper is definitely ending up in the button.")),
        E("2025-04-14", False,
          (A, "Re-assayed the 6 spent cupels and the 6 slags from the Apr 7 HC-2 run."),
          (R, "Slags are all under 0.02 g/t."),
          (R, "Gold recovered from the cupels adds back 0.48 g/t on average, which brings HC-2 to 4.00 g/t."),
          (C, "The gold is lost into the cupel, not the slag.")),
        E("2025-04-16", False,
          (A, "Tried a 15 g charge instead of 30 g on HC-2 x4, standard flux."),
          (R, "Au avg 3.98 g/t."),
          (C, "Half charge works but doubles the detection limit and the nugget risk, so it's not an option for this client.")),
        E("2025-04-22", False,
          (A, "New flux for high-Cu: litharge up from 60 to 100 g, flour cut from 3 to 2 g to keep the button near 30 g."),
          (R, "Two test fusions first for button weight: 29 g and 31 g."),
          (A, "Ran HC-2 x6 on the new flux, same furnace program, cupels from the same box (lot C-2291)."),
          (H, "We expect the extra litharge to slag off most of the copper before it can collect in the button.")),
        E("2025-04-24", False,
          (R, "HC-2 on the 100 g litharge flux: 3.96 g/t avg, 96% of cert."),
          (R, "Buttons bright and malleable, no copper colour on top."),
          (R, "OREAS 503d in the same run: 0.681 g/t, within 2 SD."),
          (C, "The extra litharge fixes most of the loss on high-Cu material.")),
        E("2025-05-06", False,
          (A, "Ran the 40 client pulps of B-118 on the new flux, with a dup every 10th and HC-2 plus a blank every 20."),
          (R, "Against the check lab, B-118 now reads 2% low on average instead of 17% low."),
          (R, "Blanks all below 0.005 g/t."),
          (R, "One dup pair (B-118-27) is off by 22%."),
          (H, "Probably nugget effect, the core photo for that interval shows visible gold.")),
        E("2025-05-09", False,
          (A, "Re-ran B-118-27 on 9 May 2025 as a metallic screen assay, 1 kg of pulp screened at 106 µm."),
          (R, "Plus fraction carries 31% of the gold, screen result 6.8 g/t against 5.1 and 6.6 on the two 30 g charges."),
          (C, "Coarse gold, not the flux, explains the 22% dup gap.")),
        E("2025-05-13", False,
          (C, "QA manager approved FA-30-HC for any sample above 1% Cu on the pXRF pre-screen."),
          (A, "pXRF pre-screen added at sample prep, one 30 s shot per pulp."),
          (A, "LIMS updated so the FA-30-HC flag triggers by itself at 1% Cu."),
          (N, "Next: full validation, 10 reps each of HC-2 and 503d over 5 days, before any client data goes out under FA-30-HC.")),
        E("2025-05-20", False,
          (R, "Validation done: HC-2 10 reps avg 4.05 g/t, RSD 2.9%; 503d avg 0.684 g/t."),
          (C, "FA-30-HC meets our acceptance criteria (within 5% of cert, RSD under 5%)."),
          (R, "The pXRF shot adds about 10 min per batch of 20."),
          (N, "B-118 report goes out once QA signs, and the other 300 Blackfly pulps get rerun on FA-30-HC starting June 2.")),
    ],
    [
        "Northern Shield Assay Labs, Timmins ON. Method FA-30: 30 g charge, lead collection, AAS finish below 10 g/t, gravimetric above.",
        "Issue: the client's Cu-rich core (2–6% Cu) reads 10–25% lower in Au than their check lab.",
        "Standards: OREAS 503d (Au 0.686 g/t, Cu 0.53%) and in-house high-Cu std HC-2 (Au 4.12 g/t, Cu 5.1%).",
        "Note for whoever picks this up: HC-2 is in the grey cabinet, top shelf, not with the OREAS pulps.",
        "— T. Lachance, senior assay tech",
    ],
    weekdays=[("Thurs. Apr 24", "2025-04-24"), ("Tues. May 13", "2025-05-13")],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, construction superintendent's site diary (le pour, les gars, heaters, bâches, étais, cédule,
# à matin). Only day/month slashed dates, every part <= 12, so nothing in the file settles the order:
# all entries are ambiguous (read day/month) except « 02/02/2025 », whose parts are equal. Dates sit
# at the start or mid-line (« Pour de la zone A, 04/12/2024 : »), across the year boundary. A planned
# « vers le 20 février » inside a next_step is not an entry.
case(
    "fr_dalle_hiver_capteurs_maturite_ambigu", "fr", "fr-CA", "journal_chantier_dalles_hiver.txt",
    """
JOURNAL DE CHANTIER — Le Quai 6, Sherbrooke — dalles structurales en hiver
Surintendant : Martin Gagnon. Dalles de 250 mm, béton 35 MPa HE avec accélérateur sans chlorure ; l'ingénieur permet d'enlever les étais à 20 MPa.
Essai : capteurs de maturité sans fil noyés dans la dalle (lecture au cell) pour décoffrer avant les 7 jours habituels.

02/12/2024 — Le labo a fait la courbe de maturité du mélange : 12 cylindres gardés à 20 °C, cassés à 1, 2, 3 et 7 jours. Selon la courbe, le mélange atteint 20 MPa à environ 1 900 °C·h. Le fournisseur des capteurs a chargé la courbe dans l'application.

Pour de la zone A, 04/12/2024 : 82 m³ placés à la pompe de 7 h à 13 h, béton livré à 18 °C, slump 120 mm. Six capteurs attachés sur la barre du bas : 3 au centre, 2 en rive, 1 dans le coin nord-ouest. Bâches pis 2 heaters au propane de 350 000 BTU en dessous, cible 15 °C sous la dalle. On pense pouvoir enlever les étais au jour 3 au lieu du jour 7 si les capteurs donnent 20 MPa partout.

06/12/2024 — Capteurs du centre à 1 950 °C·h après 46 h, donc 20 MPa selon la courbe. Les 2 capteurs de rive sont juste à 1 300 °C·h, pis le coin nord-ouest à 1 050. Au thermomètre infrarouge, le dessus de la dalle fait 4 °C en rive, là où la bâche battait au vent. Les gars ont rajouté un heater en rive pis refermé la bâche. On décoffre pas tant que le coin est pas à 20 MPa, c'est la rive qui mène.

09/12/2024 — Les rives ont passé 1 900 °C·h dans la nuit, le coin NO à matin. Étais enlevés dans la zone A au jour 5. Ça fait deux jours de gagnés sur la méthode habituelle. Carottes de 100 mm prises au centre pis au coin NO pour valider les capteurs. Trois fissures capillaires relevées en rive nord après le décoffrage.

11/12/2024 — Carottes cassées au labo : 24,1 MPa au centre, 17,8 MPa au coin NO. Le capteur du coin surestime donc la résistance réelle d'environ 10 %. On soupçonne que le capteur, attaché sur la barre du bas, voit la chaleur des heaters pendant que le dessus de la dalle gèle presque.

Retour des Fêtes, pour de la zone B le 03/01/2025 : 76 m³, même mélange, même pompe. Cette fois, les capteurs de rive pis du coin sont attachés sur la barre du haut, à 40 mm de la surface. Bâches doublées et lestées en rive, avec un câble chauffant de 30 m le long de la rive nord. Avec la rive chauffée, toute la dalle devrait arriver à 20 MPa en même temps, vers 48 h.

05/01/2025 — À 48 h : centre 1 980 °C·h, rive nord 1 870, coin NO 1 820. Écart de 160 °C·h entre le centre et le coin, contre 900 en zone A. Aucune fissure en rive cette fois. Le câble en rive pis les bâches lestées règlent la différence de cure.

07/01/2025 — Carottes au coin NO cassées à la première heure. 21,3 MPa, le capteur disait 20,5. Étais de la zone B enlevés au jour 4. Avec les capteurs en haut, la lecture colle à la résistance réelle à 4 % près.

08/01/2025 — Relevé au fissuromètre aux 2 m le long de la rive nord de la zone A, avec le consultant en structure. Les 3 fissures font 0,2 mm au maximum. Pas structural : on les scelle à l'époxy, pas besoin de réparer.

10/01/2025 — Propane zone A : 4 100 L en 5 jours ; zone B : 3 200 L en 4 jours, câble compris. La cédule de l'étage a avancé de 3 jours ouvrables. Le gain de cédule paie le câble chauffant pis les capteurs dès la deuxième dalle.

02/02/2025 — réunion de coordination
Méthode adoptée pour les dalles du 4e au 6e : capteurs sur la barre du haut, câble chauffant en rive, bâches lestées. Le consultant accepte, à condition de casser une carotte au coin de chaque dalle. Le mélange 30 MPa d'hiver devrait être plus lent, on pense devoir garder les étais une journée de plus. Prochaine étape : faire refaire la courbe de maturité pour le mélange 30 MPa avant le pour du 4e, vers le 20 février.

À commander : 12 capteurs de plus, 2 câbles chauffants de 30 m, bâches 20 x 40.
""",
    [
        E("2024-12-02", True,
          (A, "Le labo a fait la courbe de maturité du mélange : 12 cylindres gardés à 20 °C, cassés à 1, 2, 3 et 7 jours."),
          (R, "Selon la courbe, le mélange atteint 20 MPa à environ 1 900 °C·h."),
          (A, "Le fournisseur des capteurs a chargé la courbe dans l'application.")),
        E("2024-12-04", True,
          (A, "82 m³ placés à la pompe de 7 h à 13 h, béton livré à 18 °C, slump 120 mm."),
          (A, "Six capteurs attachés sur la barre du bas : 3 au centre, 2 en rive, 1 dans le coin nord-ouest."),
          (A, "Bâches pis 2 heaters au propane de 350 000 BTU en dessous, cible 15 °C sous la dalle."),
          (H, "On pense pouvoir enlever les étais au jour 3 au lieu du jour 7 si les capteurs donnent 20 MPa partout.")),
        E("2024-12-06", True,
          (R, "Capteurs du centre à 1 950 °C·h après 46 h, donc 20 MPa selon la courbe."),
          (R, "Les 2 capteurs de rive sont juste à 1 300 °C·h, pis le coin nord-ouest à 1 050."),
          (R, "Au thermomètre infrarouge, le dessus de la dalle fait 4 °C en rive, là où la bâche battait au vent."),
          (A, "Les gars ont rajouté un heater en rive pis refermé la bâche."),
          (C, "On décoffre pas tant que le coin est pas à 20 MPa, c'est la rive qui mène.")),
        E("2024-12-09", True,
          (R, "Les rives ont passé 1 900 °C·h dans la nuit, le coin NO à matin."),
          (A, "Étais enlevés dans la zone A au jour 5."),
          (R, "Ça fait deux jours de gagnés sur la méthode habituelle."),
          (A, "Carottes de 100 mm prises au centre pis au coin NO pour valider les capteurs."),
          (R, "Trois fissures capillaires relevées en rive nord après le décoffrage.")),
        E("2024-12-11", True,
          (R, "Carottes cassées au labo : 24,1 MPa au centre, 17,8 MPa au coin NO."),
          (C, "Le capteur du coin surestime donc la résistance réelle d'environ 10 %."),
          (H, "On soupçonne que le capteur, attaché sur la barre du bas, voit la chaleur des heaters pendant que le dessus de la dalle gèle presque.")),
        E("2025-01-03", True,
          (A, "76 m³, même mélange, même pompe."),
          (A, "Cette fois, les capteurs de rive pis du coin sont attachés sur la barre du haut, à 40 mm de la surface."),
          (A, "Bâches doublées et lestées en rive, avec un câble chauffant de 30 m le long de la rive nord."),
          (H, "Avec la rive chauffée, toute la dalle devrait arriver à 20 MPa en même temps, vers 48 h.")),
        E("2025-01-05", True,
          (R, "À 48 h : centre 1 980 °C·h, rive nord 1 870, coin NO 1 820."),
          (R, "Écart de 160 °C·h entre le centre et le coin, contre 900 en zone A."),
          (R, "Aucune fissure en rive cette fois."),
          (C, "Le câble en rive pis les bâches lestées règlent la différence de cure.")),
        E("2025-01-07", True,
          (A, "Carottes au coin NO cassées à la première heure."),
          (R, "21,3 MPa, le capteur disait 20,5."),
          (A, "Étais de la zone B enlevés au jour 4."),
          (C, "Avec les capteurs en haut, la lecture colle à la résistance réelle à 4 % près.")),
        E("2025-01-08", True,
          (A, "Relevé au fissuromètre aux 2 m le long de la rive nord de la zone A, avec le consultant en structure."),
          (R, "Les 3 fissures font 0,2 mm au maximum."),
          (C, "Pas structural : on les scelle à l'époxy, pas besoin de réparer.")),
        E("2025-01-10", True,
          (R, "Propane zone A : 4 100 L en 5 jours ; zone B : 3 200 L en 4 jours, câble compris."),
          (R, "La cédule de l'étage a avancé de 3 jours ouvrables."),
          (C, "Le gain de cédule paie le câble chauffant pis les capteurs dès la deuxième dalle.")),
        E("2025-02-02", False,
          (C, "Méthode adoptée pour les dalles du 4e au 6e : capteurs sur la barre du haut, câble chauffant en rive, bâches lestées."),
          (C, "Le consultant accepte, à condition de casser une carotte au coin de chaque dalle."),
          (H, "Le mélange 30 MPa d'hiver devrait être plus lent, on pense devoir garder les étais une journée de plus."),
          (N, "Prochaine étape : faire refaire la courbe de maturité pour le mélange 30 MPa avant le pour du 4e, vers le 20 février.")),
    ],
    [
        "Surintendant : Martin Gagnon. Dalles de 250 mm, béton 35 MPa HE avec accélérateur sans chlorure ; l'ingénieur permet d'enlever les étais à 20 MPa.",
        "Essai : capteurs de maturité sans fil noyés dans la dalle (lecture au cell) pour décoffrer avant les 7 jours habituels.",
        "À commander : 12 capteurs de plus, 2 câbles chauffants de 30 m, bâches 20 x 40.",
    ],
)



# ==================================================================================================
# checks + writer

WEEKDAY = {}
for i, names in enumerate([("mon", "monday", "lun", "lundi"), ("tue", "tues", "tuesday", "mar", "mardi"),
                           ("wed", "wednesday", "mer", "mercredi"), ("thu", "thur", "thurs", "thursday", "jeu", "jeudi"),
                           ("fri", "friday", "ven", "vendredi"), ("sat", "saturday", "sam", "samedi"),
                           ("sun", "sunday", "dim", "dimanche")]):
    for n in names:
        WEEKDAY[n] = i
SLASH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?![\d/])")


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec = c["record"]
    if c["language"] not in ("en", "fr") or c["locale"] not in ("en-CA", "en-US", "fr-CA"):
        err("bad language/locale")
    if not 8 <= len(c["entries"]) <= 12:
        err(f"{len(c['entries'])} entries (want 8-12)")
    n_sent = sum(len(e["sentences"]) for e in c["entries"])
    if not 40 <= n_sent <= 60:
        err(f"{n_sent} labelled sentences (want 40-60)")

    # every text verbatim, exactly once, on one line, no overlap
    spans = []
    for t in [s["text"] for e in c["entries"] for s in e["sentences"]] + list(c["undated"]):
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        if "\n" in t or t != t.strip():
            err(f"text spans lines or has outer whitespace: {t[:40]!r}")
        i = rec.index(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")

    # dates strictly increasing; sentences in file order; entries in file order unless declared late
    prev_d = None
    starts = []
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
        if prev_d and not d > prev_d:
            err(f"entry dates not strictly increasing at {d}")
        prev_d = d
        if not isinstance(e["ambiguous"], bool):
            err(f"entry {d}: ambiguous is not a bool")
        if not e["sentences"]:
            err(f"entry {d} has no sentence")
            continue
        pos = -1
        for s in e["sentences"]:
            if s["label"] not in LABELS:
                err(f"bad label {s['label']!r}")
            i = rec.find(s["text"])
            if i < pos:
                err(f"sentences out of file order in entry {d}")
            pos = i
        starts.append((e["date"], rec.find(e["sentences"][0]["text"]), pos))
    in_order = [s for s in starts if s[0] not in c["late"]]
    for (d1, _, end1), (d2, start2, _) in zip(in_order, in_order[1:]):
        if start2 < end1:
            err(f"entry {d2} appears in the file before entry {d1}")
    for d_late in c["late"]:
        hit = [s for s in starts if s[0] == d_late]
        if not hit:
            err(f"late entry {d_late} not found")
            continue
        if not any(d > d_late and st < hit[0][1] for d, st, _ in starts):
            err(f"late entry {d_late} is not preceded in the file by a later-dated entry")

    # written weekdays
    for written, iso in c["weekdays"]:
        tok = re.match(r"[^\W\d_]+", written).group(0).lower()
        if written not in rec:
            err(f"weekday heading {written!r} not in record")
        elif WEEKDAY.get(tok) != dt.date.fromisoformat(iso).weekday():
            err(f"weekday mismatch {written!r} / {iso}")

    # ambiguity flag vs the slashed dates of the file
    slashed = [(int(a), int(b)) for a, b, _ in SLASH.findall(rec)]
    settled = any(a > 12 or b > 12 for a, b in slashed)
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
        heading = rec[:rec.find(e["sentences"][0]["text"])].rsplit("\n", 1)[-1]
        m = SLASH.search(heading)
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            mon, day = (a, b) if c["locale"] == "en-US" else (b, a)
            if (mon, day) != (d.month, d.day):
                err(f"slashed heading {m.group(0)} does not read as {d} in {c['locale']}")
            expect = (not settled) and a <= 12 and b <= 12 and a != b
        else:
            expect = False
        if e["ambiguous"] != expect:
            err(f"entry {d}: ambiguous={e['ambiguous']} but the rule gives {expect}")

    left = rec
    for a, b, t in sorted(spans, reverse=True):
        left = left[:a] + "\u2588" + left[b:]
    leftover = [ln.strip() for ln in left.splitlines() if ln.strip()]

    folder = os.path.join(HERE, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    with open(os.path.join(folder, c["record_name"]), "w", encoding="utf-8", newline="\n") as f:
        f.write(rec)
    out = {"name": name, "language": c["language"], "locale": c["locale"], "entries": c["entries"],
           "undated": c["undated"]}
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return leftover


def main():
    errors = []
    tot = {}
    labs_all = {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    for c in CASES:
        leftover = check_and_write(c, errors)
        ne = len(c["entries"])
        ns = sum(len(e["sentences"]) for e in c["entries"])
        amb = sum(e["ambiguous"] for e in c["entries"])
        labs = {}
        for e in c["entries"]:
            for s in e["sentences"]:
                labs[s["label"]] = labs.get(s["label"], 0) + 1
                labs_all[s["label"]] = labs_all.get(s["label"], 0) + 1
        t = tot.setdefault(c["language"], [0, 0, 0])
        t[0] += 1
        t[1] += ne
        t[2] += ns
        lab = " ".join(f"{k[:4]} {labs.get(k, 0)}" for k in sorted(LABELS))
        print(f"{c['name']:40s} {c['locale']}  entries {ne}  sentences {ns:2d}  ambiguous {amb}  "
              f"undated {len(c['undated'])}  | {lab}")
        if "-v" in sys.argv:
            for ln in leftover:
                print("      | " + ln)
    print()
    for lang, (nc, ne, ns) in sorted(tot.items()):
        print(f"{lang}: {nc} cases, {ne} entries, {ns} labelled sentences")
    print("labels: " + ", ".join(f"{k} {labs_all.get(k, 0)}" for k in sorted(LABELS)))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
