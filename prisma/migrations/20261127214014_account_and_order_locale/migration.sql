-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('nl', 'fr');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "locale" "Locale" NOT NULL DEFAULT 'nl';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" "Locale" NOT NULL DEFAULT 'nl';
