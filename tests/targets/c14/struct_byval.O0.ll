; ModuleID = 'struct_byval.c'
source_filename = "struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }
%struct.vec3 = type { double, double, double }
%struct.mixed = type { i8, i16, i32, i64, float, double }
%struct.rect = type { %struct.point, %struct.point, i8 }

@__const.main.a = private unnamed_addr constant %struct.point { i32 3, i32 4 }, align 4
@__const.main.b = private unnamed_addr constant %struct.point { i32 -10, i32 7 }, align 4
@.str = private unnamed_addr constant [37 x i8] c"c=(%d,%d) d=(%d,%d) a still (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"rect %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"union %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1
@__const.main.v1 = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 2.000000e+00, double 3.000000e+00 }, align 8
@__const.main.v2 = private unnamed_addr constant %struct.vec3 { double -4.000000e+00, double 5.000000e-01, double 2.000000e+00 }, align 8
@.str.3 = private unnamed_addr constant [36 x i8] c"cross=(%g,%g,%g) dot=%g orth=%g,%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"acc[%d]=(%g,%g,%g)\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.mixed { i8 97, i16 100, i32 -7, i64 1000000000000, float 3.500000e+00, double 1.024000e+03 }, align 8
@.str.5 = private unnamed_addr constant [2 x i8] c"m\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"copy.i=%d m.i=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"(%d,%d)%s\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@__const.main.lit = private unnamed_addr constant %struct.rect { %struct.point zeroinitializer, %struct.point { i32 8, i32 9 }, i8 90 }, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"lit (%d,%d)-(%d,%d) %c area %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"q=(%d,%d)\0A\00", align 1
@.str.12 = private unnamed_addr constant [40 x i8] c"%s: c=%d s=%d i=%d l=%ld f=%.4f d=%.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = alloca [6 x %struct.rect], align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.rect, align 4
  %9 = alloca %struct.rect, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.rect, align 8
  %12 = alloca %struct.rect, align 4
  %13 = alloca %struct.rect, align 8
  %14 = alloca %struct.vec3, align 8
  %15 = alloca %struct.vec3, align 8
  %16 = alloca %struct.vec3, align 8
  %17 = alloca %struct.vec3, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.vec3, align 8
  %20 = alloca %struct.mixed, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.mixed, align 8
  %23 = alloca %struct.mixed, align 8
  %24 = alloca [8 x %struct.point], align 16
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.point, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.rect, align 8
  %31 = alloca %struct.point, align 4
  %32 = alloca %struct.point, align 4
  %33 = alloca %struct.point, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.point* %2, metadata !20, metadata !DIExpression()), !dbg !25
  %34 = bitcast %struct.point* %2 to i8*, !dbg !25
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %34, i8* align 4 bitcast (%struct.point* @__const.main.a to i8*), i64 8, i1 false), !dbg !25
  call void @llvm.dbg.declare(metadata %struct.point* %3, metadata !26, metadata !DIExpression()), !dbg !27
  %35 = bitcast %struct.point* %3 to i8*, !dbg !27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %35, i8* align 4 bitcast (%struct.point* @__const.main.b to i8*), i64 8, i1 false), !dbg !27
  call void @llvm.dbg.declare(metadata %struct.point* %4, metadata !28, metadata !DIExpression()), !dbg !29
  %36 = bitcast %struct.point* %2 to i64*, !dbg !30
  %37 = load i64, i64* %36, align 4, !dbg !30
  %38 = bitcast %struct.point* %3 to i64*, !dbg !30
  %39 = load i64, i64* %38, align 4, !dbg !30
  %40 = call i64 @padd(i64 %37, i64 %39), !dbg !30
  %41 = bitcast %struct.point* %4 to i64*, !dbg !30
  store i64 %40, i64* %41, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata %struct.point* %5, metadata !31, metadata !DIExpression()), !dbg !32
  %42 = bitcast %struct.point* %4 to i64*, !dbg !33
  %43 = load i64, i64* %42, align 4, !dbg !33
  %44 = call i64 @pscale(i64 %43, i32 noundef 3), !dbg !33
  %45 = bitcast %struct.point* %5 to i64*, !dbg !33
  store i64 %44, i64* %45, align 4, !dbg !33
  %46 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0, !dbg !34
  %47 = load i32, i32* %46, align 4, !dbg !34
  %48 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1, !dbg !35
  %49 = load i32, i32* %48, align 4, !dbg !35
  %50 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 0, !dbg !36
  %51 = load i32, i32* %50, align 4, !dbg !36
  %52 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 1, !dbg !37
  %53 = load i32, i32* %52, align 4, !dbg !37
  %54 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 0, !dbg !38
  %55 = load i32, i32* %54, align 4, !dbg !38
  %56 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 1, !dbg !39
  %57 = load i32, i32* %56, align 4, !dbg !39
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %53, i32 noundef %55, i32 noundef %57), !dbg !40
  call void @llvm.dbg.declare(metadata [6 x %struct.rect]* %6, metadata !41, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata i32* %7, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %7, align 4, !dbg !53
  br label %59, !dbg !54

59:                                               ; preds = %84, %0
  %60 = load i32, i32* %7, align 4, !dbg !55
  %61 = icmp slt i32 %60, 6, !dbg !57
  br i1 %61, label %62, label %87, !dbg !58

62:                                               ; preds = %59
  %63 = load i32, i32* %7, align 4, !dbg !59
  %64 = sext i32 %63 to i64, !dbg !60
  %65 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %64, !dbg !60
  %66 = load i32, i32* %7, align 4, !dbg !61
  %67 = mul nsw i32 %66, 3, !dbg !62
  %68 = sub nsw i32 %67, 5, !dbg !63
  %69 = load i32, i32* %7, align 4, !dbg !64
  %70 = load i32, i32* %7, align 4, !dbg !65
  %71 = mul nsw i32 %69, %70, !dbg !66
  %72 = sub nsw i32 10, %71, !dbg !67
  %73 = load i32, i32* %7, align 4, !dbg !68
  %74 = load i32, i32* %7, align 4, !dbg !69
  %75 = mul nsw i32 %73, %74, !dbg !70
  %76 = sub nsw i32 %75, 4, !dbg !71
  %77 = load i32, i32* %7, align 4, !dbg !72
  %78 = mul nsw i32 %77, 2, !dbg !73
  %79 = load i32, i32* %7, align 4, !dbg !74
  %80 = add nsw i32 65, %79, !dbg !75
  %81 = trunc i32 %80 to i8, !dbg !76
  call void @rect_make(%struct.rect* sret(%struct.rect) align 4 %8, i32 noundef %68, i32 noundef %72, i32 noundef %76, i32 noundef %78, i8 noundef signext %81), !dbg !77
  %82 = bitcast %struct.rect* %65 to i8*, !dbg !77
  %83 = bitcast %struct.rect* %8 to i8*, !dbg !77
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %82, i8* align 4 %83, i64 20, i1 false), !dbg !77
  br label %84, !dbg !60

84:                                               ; preds = %62
  %85 = load i32, i32* %7, align 4, !dbg !78
  %86 = add nsw i32 %85, 1, !dbg !78
  store i32 %86, i32* %7, align 4, !dbg !78
  br label %59, !dbg !79, !llvm.loop !80

87:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.rect* %9, metadata !83, metadata !DIExpression()), !dbg !84
  %88 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 0, !dbg !85
  %89 = bitcast %struct.rect* %9 to i8*, !dbg !85
  %90 = bitcast %struct.rect* %88 to i8*, !dbg !85
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %89, i8* align 16 %90, i64 20, i1 false), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %10, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %10, align 4, !dbg !88
  br label %91, !dbg !89

91:                                               ; preds = %139, %87
  %92 = load i32, i32* %10, align 4, !dbg !90
  %93 = icmp slt i32 %92, 6, !dbg !92
  br i1 %93, label %94, label %142, !dbg !93

94:                                               ; preds = %91
  %95 = load i32, i32* %10, align 4, !dbg !94
  %96 = sext i32 %95 to i64, !dbg !96
  %97 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %96, !dbg !96
  %98 = getelementptr inbounds %struct.rect, %struct.rect* %97, i32 0, i32 2, !dbg !97
  %99 = load i8, i8* %98, align 4, !dbg !97
  %100 = sext i8 %99 to i32, !dbg !96
  %101 = load i32, i32* %10, align 4, !dbg !98
  %102 = sext i32 %101 to i64, !dbg !99
  %103 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %102, !dbg !99
  %104 = getelementptr inbounds %struct.rect, %struct.rect* %103, i32 0, i32 0, !dbg !100
  %105 = getelementptr inbounds %struct.point, %struct.point* %104, i32 0, i32 0, !dbg !101
  %106 = load i32, i32* %105, align 4, !dbg !101
  %107 = load i32, i32* %10, align 4, !dbg !102
  %108 = sext i32 %107 to i64, !dbg !103
  %109 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %108, !dbg !103
  %110 = getelementptr inbounds %struct.rect, %struct.rect* %109, i32 0, i32 0, !dbg !104
  %111 = getelementptr inbounds %struct.point, %struct.point* %110, i32 0, i32 1, !dbg !105
  %112 = load i32, i32* %111, align 4, !dbg !105
  %113 = load i32, i32* %10, align 4, !dbg !106
  %114 = sext i32 %113 to i64, !dbg !107
  %115 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %114, !dbg !107
  %116 = getelementptr inbounds %struct.rect, %struct.rect* %115, i32 0, i32 1, !dbg !108
  %117 = getelementptr inbounds %struct.point, %struct.point* %116, i32 0, i32 0, !dbg !109
  %118 = load i32, i32* %117, align 4, !dbg !109
  %119 = load i32, i32* %10, align 4, !dbg !110
  %120 = sext i32 %119 to i64, !dbg !111
  %121 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %120, !dbg !111
  %122 = getelementptr inbounds %struct.rect, %struct.rect* %121, i32 0, i32 1, !dbg !112
  %123 = getelementptr inbounds %struct.point, %struct.point* %122, i32 0, i32 1, !dbg !113
  %124 = load i32, i32* %123, align 4, !dbg !113
  %125 = load i32, i32* %10, align 4, !dbg !114
  %126 = sext i32 %125 to i64, !dbg !115
  %127 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %126, !dbg !115
  %128 = bitcast %struct.rect* %11 to i8*, !dbg !116
  %129 = bitcast %struct.rect* %127 to i8*, !dbg !116
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %128, i8* align 4 %129, i64 20, i1 false), !dbg !116
  %130 = call i64 @rect_area(%struct.rect* noundef byval(%struct.rect) align 8 %11), !dbg !116
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i32 noundef %100, i32 noundef %106, i32 noundef %112, i32 noundef %118, i32 noundef %124, i64 noundef %130), !dbg !117
  %132 = load i32, i32* %10, align 4, !dbg !118
  %133 = sext i32 %132 to i64, !dbg !119
  %134 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %6, i64 0, i64 %133, !dbg !119
  %135 = bitcast %struct.rect* %13 to i8*, !dbg !120
  %136 = bitcast %struct.rect* %134 to i8*, !dbg !120
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %135, i8* align 4 %136, i64 20, i1 false), !dbg !120
  call void @rect_union(%struct.rect* sret(%struct.rect) align 4 %12, %struct.rect* noundef byval(%struct.rect) align 8 %9, %struct.rect* noundef byval(%struct.rect) align 8 %13), !dbg !120
  %137 = bitcast %struct.rect* %9 to i8*, !dbg !120
  %138 = bitcast %struct.rect* %12 to i8*, !dbg !120
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %137, i8* align 4 %138, i64 20, i1 false), !dbg !120
  br label %139, !dbg !121

139:                                              ; preds = %94
  %140 = load i32, i32* %10, align 4, !dbg !122
  %141 = add nsw i32 %140, 1, !dbg !122
  store i32 %141, i32* %10, align 4, !dbg !122
  br label %91, !dbg !123, !llvm.loop !124

142:                                              ; preds = %91
  %143 = getelementptr inbounds %struct.rect, %struct.rect* %9, i32 0, i32 2, !dbg !126
  %144 = load i8, i8* %143, align 4, !dbg !126
  %145 = sext i8 %144 to i32, !dbg !127
  %146 = getelementptr inbounds %struct.rect, %struct.rect* %9, i32 0, i32 0, !dbg !128
  %147 = getelementptr inbounds %struct.point, %struct.point* %146, i32 0, i32 0, !dbg !129
  %148 = load i32, i32* %147, align 4, !dbg !129
  %149 = getelementptr inbounds %struct.rect, %struct.rect* %9, i32 0, i32 0, !dbg !130
  %150 = getelementptr inbounds %struct.point, %struct.point* %149, i32 0, i32 1, !dbg !131
  %151 = load i32, i32* %150, align 4, !dbg !131
  %152 = getelementptr inbounds %struct.rect, %struct.rect* %9, i32 0, i32 1, !dbg !132
  %153 = getelementptr inbounds %struct.point, %struct.point* %152, i32 0, i32 0, !dbg !133
  %154 = load i32, i32* %153, align 4, !dbg !133
  %155 = getelementptr inbounds %struct.rect, %struct.rect* %9, i32 0, i32 1, !dbg !134
  %156 = getelementptr inbounds %struct.point, %struct.point* %155, i32 0, i32 1, !dbg !135
  %157 = load i32, i32* %156, align 4, !dbg !135
  %158 = call i64 @rect_area(%struct.rect* noundef byval(%struct.rect) align 8 %9), !dbg !136
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.2, i64 0, i64 0), i32 noundef %145, i32 noundef %148, i32 noundef %151, i32 noundef %154, i32 noundef %157, i64 noundef %158), !dbg !137
  call void @llvm.dbg.declare(metadata %struct.vec3* %14, metadata !138, metadata !DIExpression()), !dbg !145
  %160 = bitcast %struct.vec3* %14 to i8*, !dbg !145
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %160, i8* align 8 bitcast (%struct.vec3* @__const.main.v1 to i8*), i64 24, i1 false), !dbg !145
  call void @llvm.dbg.declare(metadata %struct.vec3* %15, metadata !146, metadata !DIExpression()), !dbg !147
  %161 = bitcast %struct.vec3* %15 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %161, i8* align 8 bitcast (%struct.vec3* @__const.main.v2 to i8*), i64 24, i1 false), !dbg !147
  call void @llvm.dbg.declare(metadata %struct.vec3* %16, metadata !148, metadata !DIExpression()), !dbg !149
  call void @cross(%struct.vec3* sret(%struct.vec3) align 8 %16, %struct.vec3* noundef byval(%struct.vec3) align 8 %14, %struct.vec3* noundef byval(%struct.vec3) align 8 %15), !dbg !150
  %162 = getelementptr inbounds %struct.vec3, %struct.vec3* %16, i32 0, i32 0, !dbg !151
  %163 = load double, double* %162, align 8, !dbg !151
  %164 = getelementptr inbounds %struct.vec3, %struct.vec3* %16, i32 0, i32 1, !dbg !152
  %165 = load double, double* %164, align 8, !dbg !152
  %166 = getelementptr inbounds %struct.vec3, %struct.vec3* %16, i32 0, i32 2, !dbg !153
  %167 = load double, double* %166, align 8, !dbg !153
  %168 = call double @dot(%struct.vec3* noundef byval(%struct.vec3) align 8 %14, %struct.vec3* noundef byval(%struct.vec3) align 8 %15), !dbg !154
  %169 = call double @dot(%struct.vec3* noundef byval(%struct.vec3) align 8 %16, %struct.vec3* noundef byval(%struct.vec3) align 8 %14), !dbg !155
  %170 = call double @dot(%struct.vec3* noundef byval(%struct.vec3) align 8 %16, %struct.vec3* noundef byval(%struct.vec3) align 8 %15), !dbg !156
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), double noundef %163, double noundef %165, double noundef %167, double noundef %168, double noundef %169, double noundef %170), !dbg !157
  call void @llvm.dbg.declare(metadata %struct.vec3* %17, metadata !158, metadata !DIExpression()), !dbg !159
  %172 = bitcast %struct.vec3* %17 to i8*, !dbg !160
  %173 = bitcast %struct.vec3* %14 to i8*, !dbg !160
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %172, i8* align 8 %173, i64 24, i1 false), !dbg !160
  call void @llvm.dbg.declare(metadata i32* %18, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 0, i32* %18, align 4, !dbg !163
  br label %174, !dbg !164

174:                                              ; preds = %191, %142
  %175 = load i32, i32* %18, align 4, !dbg !165
  %176 = icmp slt i32 %175, 5, !dbg !167
  br i1 %176, label %177, label %194, !dbg !168

177:                                              ; preds = %174
  call void @cross(%struct.vec3* sret(%struct.vec3) align 8 %19, %struct.vec3* noundef byval(%struct.vec3) align 8 %17, %struct.vec3* noundef byval(%struct.vec3) align 8 %15), !dbg !169
  %178 = bitcast %struct.vec3* %17 to i8*, !dbg !169
  %179 = bitcast %struct.vec3* %19 to i8*, !dbg !169
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %178, i8* align 8 %179, i64 24, i1 false), !dbg !169
  %180 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i32 0, i32 0, !dbg !171
  %181 = load double, double* %180, align 8, !dbg !172
  %182 = fadd double %181, 1.000000e+00, !dbg !172
  store double %182, double* %180, align 8, !dbg !172
  %183 = load i32, i32* %18, align 4, !dbg !173
  %184 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i32 0, i32 0, !dbg !174
  %185 = load double, double* %184, align 8, !dbg !174
  %186 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i32 0, i32 1, !dbg !175
  %187 = load double, double* %186, align 8, !dbg !175
  %188 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i32 0, i32 2, !dbg !176
  %189 = load double, double* %188, align 8, !dbg !176
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef %183, double noundef %185, double noundef %187, double noundef %189), !dbg !177
  br label %191, !dbg !178

191:                                              ; preds = %177
  %192 = load i32, i32* %18, align 4, !dbg !179
  %193 = add nsw i32 %192, 1, !dbg !179
  store i32 %193, i32* %18, align 4, !dbg !179
  br label %174, !dbg !180, !llvm.loop !181

194:                                              ; preds = %174
  call void @llvm.dbg.declare(metadata %struct.mixed* %20, metadata !183, metadata !DIExpression()), !dbg !192
  %195 = bitcast %struct.mixed* %20 to i8*, !dbg !192
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %195, i8* align 8 getelementptr inbounds (%struct.mixed, %struct.mixed* @__const.main.m, i32 0, i32 0), i64 32, i1 false), !dbg !192
  call void @llvm.dbg.declare(metadata i32* %21, metadata !193, metadata !DIExpression()), !dbg !195
  store i32 0, i32* %21, align 4, !dbg !195
  br label %196, !dbg !196

196:                                              ; preds = %203, %194
  %197 = load i32, i32* %21, align 4, !dbg !197
  %198 = icmp slt i32 %197, 5, !dbg !199
  br i1 %198, label %199, label %206, !dbg !200

199:                                              ; preds = %196
  %200 = load i32, i32* %21, align 4, !dbg !201
  call void @mixed_step(%struct.mixed* sret(%struct.mixed) align 8 %22, %struct.mixed* noundef byval(%struct.mixed) align 8 %20, i32 noundef %200), !dbg !203
  %201 = bitcast %struct.mixed* %20 to i8*, !dbg !203
  %202 = bitcast %struct.mixed* %22 to i8*, !dbg !203
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %201, i8* align 8 %202, i64 32, i1 false), !dbg !203
  call void @print_mixed(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), %struct.mixed* noundef byval(%struct.mixed) align 8 %20), !dbg !204
  br label %203, !dbg !205

203:                                              ; preds = %199
  %204 = load i32, i32* %21, align 4, !dbg !206
  %205 = add nsw i32 %204, 1, !dbg !206
  store i32 %205, i32* %21, align 4, !dbg !206
  br label %196, !dbg !207, !llvm.loop !208

206:                                              ; preds = %196
  call void @llvm.dbg.declare(metadata %struct.mixed* %23, metadata !210, metadata !DIExpression()), !dbg !211
  %207 = bitcast %struct.mixed* %23 to i8*, !dbg !212
  %208 = bitcast %struct.mixed* %20 to i8*, !dbg !212
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %207, i8* align 8 %208, i64 32, i1 false), !dbg !212
  %209 = getelementptr inbounds %struct.mixed, %struct.mixed* %23, i32 0, i32 2, !dbg !213
  %210 = load i32, i32* %209, align 4, !dbg !214
  %211 = add nsw i32 %210, 1, !dbg !214
  store i32 %211, i32* %209, align 4, !dbg !214
  %212 = getelementptr inbounds %struct.mixed, %struct.mixed* %23, i32 0, i32 2, !dbg !215
  %213 = load i32, i32* %212, align 4, !dbg !215
  %214 = getelementptr inbounds %struct.mixed, %struct.mixed* %20, i32 0, i32 2, !dbg !216
  %215 = load i32, i32* %214, align 4, !dbg !216
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %213, i32 noundef %215), !dbg !217
  call void @llvm.dbg.declare(metadata [8 x %struct.point]* %24, metadata !218, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.declare(metadata i32* %25, metadata !223, metadata !DIExpression()), !dbg !225
  store i32 0, i32* %25, align 4, !dbg !225
  br label %217, !dbg !226

217:                                              ; preds = %234, %206
  %218 = load i32, i32* %25, align 4, !dbg !227
  %219 = icmp slt i32 %218, 8, !dbg !229
  br i1 %219, label %220, label %237, !dbg !230

220:                                              ; preds = %217
  %221 = load i32, i32* %25, align 4, !dbg !231
  %222 = mul nsw i32 %221, 37, !dbg !233
  %223 = srem i32 %222, 11, !dbg !234
  %224 = sub nsw i32 %223, 5, !dbg !235
  %225 = load i32, i32* %25, align 4, !dbg !236
  %226 = sext i32 %225 to i64, !dbg !237
  %227 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %226, !dbg !237
  %228 = getelementptr inbounds %struct.point, %struct.point* %227, i32 0, i32 0, !dbg !238
  store i32 %224, i32* %228, align 8, !dbg !239
  %229 = load i32, i32* %25, align 4, !dbg !240
  %230 = load i32, i32* %25, align 4, !dbg !241
  %231 = sext i32 %230 to i64, !dbg !242
  %232 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %231, !dbg !242
  %233 = getelementptr inbounds %struct.point, %struct.point* %232, i32 0, i32 1, !dbg !243
  store i32 %229, i32* %233, align 4, !dbg !244
  br label %234, !dbg !245

234:                                              ; preds = %220
  %235 = load i32, i32* %25, align 4, !dbg !246
  %236 = add nsw i32 %235, 1, !dbg !246
  store i32 %236, i32* %25, align 4, !dbg !246
  br label %217, !dbg !247, !llvm.loop !248

237:                                              ; preds = %217
  call void @llvm.dbg.declare(metadata i32* %26, metadata !250, metadata !DIExpression()), !dbg !252
  store i32 1, i32* %26, align 4, !dbg !252
  br label %238, !dbg !253

238:                                              ; preds = %282, %237
  %239 = load i32, i32* %26, align 4, !dbg !254
  %240 = icmp slt i32 %239, 8, !dbg !256
  br i1 %240, label %241, label %285, !dbg !257

241:                                              ; preds = %238
  call void @llvm.dbg.declare(metadata %struct.point* %27, metadata !258, metadata !DIExpression()), !dbg !260
  %242 = load i32, i32* %26, align 4, !dbg !261
  %243 = sext i32 %242 to i64, !dbg !262
  %244 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %243, !dbg !262
  %245 = bitcast %struct.point* %27 to i8*, !dbg !262
  %246 = bitcast %struct.point* %244 to i8*, !dbg !262
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %245, i8* align 8 %246, i64 8, i1 false), !dbg !262
  call void @llvm.dbg.declare(metadata i32* %28, metadata !263, metadata !DIExpression()), !dbg !264
  %247 = load i32, i32* %26, align 4, !dbg !265
  %248 = sub nsw i32 %247, 1, !dbg !266
  store i32 %248, i32* %28, align 4, !dbg !264
  br label %249, !dbg !267

249:                                              ; preds = %263, %241
  %250 = load i32, i32* %28, align 4, !dbg !268
  %251 = icmp sge i32 %250, 0, !dbg !269
  br i1 %251, label %252, label %261, !dbg !270

252:                                              ; preds = %249
  %253 = load i32, i32* %28, align 4, !dbg !271
  %254 = sext i32 %253 to i64, !dbg !272
  %255 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %254, !dbg !272
  %256 = getelementptr inbounds %struct.point, %struct.point* %255, i32 0, i32 0, !dbg !273
  %257 = load i32, i32* %256, align 8, !dbg !273
  %258 = getelementptr inbounds %struct.point, %struct.point* %27, i32 0, i32 0, !dbg !274
  %259 = load i32, i32* %258, align 4, !dbg !274
  %260 = icmp sgt i32 %257, %259, !dbg !275
  br label %261

261:                                              ; preds = %252, %249
  %262 = phi i1 [ false, %249 ], [ %260, %252 ], !dbg !276
  br i1 %262, label %263, label %275, !dbg !267

263:                                              ; preds = %261
  %264 = load i32, i32* %28, align 4, !dbg !277
  %265 = add nsw i32 %264, 1, !dbg !279
  %266 = sext i32 %265 to i64, !dbg !280
  %267 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %266, !dbg !280
  %268 = load i32, i32* %28, align 4, !dbg !281
  %269 = sext i32 %268 to i64, !dbg !282
  %270 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %269, !dbg !282
  %271 = bitcast %struct.point* %267 to i8*, !dbg !282
  %272 = bitcast %struct.point* %270 to i8*, !dbg !282
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %271, i8* align 8 %272, i64 8, i1 false), !dbg !282
  %273 = load i32, i32* %28, align 4, !dbg !283
  %274 = add nsw i32 %273, -1, !dbg !283
  store i32 %274, i32* %28, align 4, !dbg !283
  br label %249, !dbg !267, !llvm.loop !284

275:                                              ; preds = %261
  %276 = load i32, i32* %28, align 4, !dbg !286
  %277 = add nsw i32 %276, 1, !dbg !287
  %278 = sext i32 %277 to i64, !dbg !288
  %279 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %278, !dbg !288
  %280 = bitcast %struct.point* %279 to i8*, !dbg !289
  %281 = bitcast %struct.point* %27 to i8*, !dbg !289
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %280, i8* align 4 %281, i64 8, i1 false), !dbg !289
  br label %282, !dbg !290

282:                                              ; preds = %275
  %283 = load i32, i32* %26, align 4, !dbg !291
  %284 = add nsw i32 %283, 1, !dbg !291
  store i32 %284, i32* %26, align 4, !dbg !291
  br label %238, !dbg !292, !llvm.loop !293

285:                                              ; preds = %238
  call void @llvm.dbg.declare(metadata i32* %29, metadata !295, metadata !DIExpression()), !dbg !297
  store i32 0, i32* %29, align 4, !dbg !297
  br label %286, !dbg !298

286:                                              ; preds = %305, %285
  %287 = load i32, i32* %29, align 4, !dbg !299
  %288 = icmp slt i32 %287, 8, !dbg !301
  br i1 %288, label %289, label %308, !dbg !302

289:                                              ; preds = %286
  %290 = load i32, i32* %29, align 4, !dbg !303
  %291 = sext i32 %290 to i64, !dbg !304
  %292 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %291, !dbg !304
  %293 = getelementptr inbounds %struct.point, %struct.point* %292, i32 0, i32 0, !dbg !305
  %294 = load i32, i32* %293, align 8, !dbg !305
  %295 = load i32, i32* %29, align 4, !dbg !306
  %296 = sext i32 %295 to i64, !dbg !307
  %297 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %24, i64 0, i64 %296, !dbg !307
  %298 = getelementptr inbounds %struct.point, %struct.point* %297, i32 0, i32 1, !dbg !308
  %299 = load i32, i32* %298, align 4, !dbg !308
  %300 = load i32, i32* %29, align 4, !dbg !309
  %301 = icmp eq i32 %300, 7, !dbg !310
  %302 = zext i1 %301 to i64, !dbg !309
  %303 = select i1 %301, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), !dbg !309
  %304 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %294, i32 noundef %299, i8* noundef %303), !dbg !311
  br label %305, !dbg !311

305:                                              ; preds = %289
  %306 = load i32, i32* %29, align 4, !dbg !312
  %307 = add nsw i32 %306, 1, !dbg !312
  store i32 %307, i32* %29, align 4, !dbg !312
  br label %286, !dbg !313, !llvm.loop !314

308:                                              ; preds = %286
  call void @llvm.dbg.declare(metadata %struct.rect* %30, metadata !316, metadata !DIExpression()), !dbg !317
  %309 = bitcast %struct.rect* %30 to i8*, !dbg !317
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %309, i8* align 4 bitcast (%struct.rect* @__const.main.lit to i8*), i64 20, i1 false), !dbg !317
  %310 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 0, !dbg !318
  %311 = getelementptr inbounds %struct.point, %struct.point* %310, i32 0, i32 0, !dbg !319
  %312 = load i32, i32* %311, align 4, !dbg !319
  %313 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 0, !dbg !320
  %314 = getelementptr inbounds %struct.point, %struct.point* %313, i32 0, i32 1, !dbg !321
  %315 = load i32, i32* %314, align 4, !dbg !321
  %316 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 1, !dbg !322
  %317 = getelementptr inbounds %struct.point, %struct.point* %316, i32 0, i32 0, !dbg !323
  %318 = load i32, i32* %317, align 4, !dbg !323
  %319 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 1, !dbg !324
  %320 = getelementptr inbounds %struct.point, %struct.point* %319, i32 0, i32 1, !dbg !325
  %321 = load i32, i32* %320, align 4, !dbg !325
  %322 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 2, !dbg !326
  %323 = load i8, i8* %322, align 4, !dbg !326
  %324 = sext i8 %323 to i32, !dbg !327
  %325 = call i64 @rect_area(%struct.rect* noundef byval(%struct.rect) align 8 %30), !dbg !328
  %326 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef %312, i32 noundef %315, i32 noundef %318, i32 noundef %321, i32 noundef %324, i64 noundef %325), !dbg !329
  call void @llvm.dbg.declare(metadata %struct.point* %31, metadata !330, metadata !DIExpression()), !dbg !331
  %327 = getelementptr inbounds %struct.point, %struct.point* %32, i32 0, i32 0, !dbg !332
  store i32 1, i32* %327, align 4, !dbg !332
  %328 = getelementptr inbounds %struct.point, %struct.point* %32, i32 0, i32 1, !dbg !332
  store i32 1, i32* %328, align 4, !dbg !332
  %329 = getelementptr inbounds %struct.point, %struct.point* %33, i32 0, i32 0, !dbg !333
  store i32 0, i32* %329, align 4, !dbg !333
  %330 = getelementptr inbounds %struct.point, %struct.point* %33, i32 0, i32 1, !dbg !333
  store i32 5, i32* %330, align 4, !dbg !333
  %331 = bitcast %struct.point* %32 to i64*, !dbg !334
  %332 = load i64, i64* %331, align 4, !dbg !334
  %333 = bitcast %struct.point* %33 to i64*, !dbg !334
  %334 = load i64, i64* %333, align 4, !dbg !334
  %335 = call i64 @padd(i64 %332, i64 %334), !dbg !334
  %336 = bitcast %struct.point* %31 to i64*, !dbg !334
  store i64 %335, i64* %336, align 4, !dbg !334
  %337 = getelementptr inbounds %struct.point, %struct.point* %31, i32 0, i32 0, !dbg !335
  %338 = load i32, i32* %337, align 4, !dbg !335
  %339 = getelementptr inbounds %struct.point, %struct.point* %31, i32 0, i32 1, !dbg !336
  %340 = load i32, i32* %339, align 4, !dbg !336
  %341 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i32 noundef %338, i32 noundef %340), !dbg !337
  ret i32 0, !dbg !338
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @padd(i64 %0, i64 %1) #0 !dbg !339 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = bitcast %struct.point* %4 to i64*
  store i64 %0, i64* %6, align 4
  %7 = bitcast %struct.point* %5 to i64*
  store i64 %1, i64* %7, align 4
  call void @llvm.dbg.declare(metadata %struct.point* %4, metadata !342, metadata !DIExpression()), !dbg !343
  call void @llvm.dbg.declare(metadata %struct.point* %5, metadata !344, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.declare(metadata %struct.point* %3, metadata !346, metadata !DIExpression()), !dbg !347
  %8 = getelementptr inbounds %struct.point, %struct.point* %3, i32 0, i32 0, !dbg !348
  %9 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0, !dbg !349
  %10 = load i32, i32* %9, align 4, !dbg !349
  %11 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 0, !dbg !350
  %12 = load i32, i32* %11, align 4, !dbg !350
  %13 = add nsw i32 %10, %12, !dbg !351
  store i32 %13, i32* %8, align 4, !dbg !348
  %14 = getelementptr inbounds %struct.point, %struct.point* %3, i32 0, i32 1, !dbg !348
  %15 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1, !dbg !352
  %16 = load i32, i32* %15, align 4, !dbg !352
  %17 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 1, !dbg !353
  %18 = load i32, i32* %17, align 4, !dbg !353
  %19 = add nsw i32 %16, %18, !dbg !354
  store i32 %19, i32* %14, align 4, !dbg !348
  %20 = bitcast %struct.point* %3 to i64*, !dbg !355
  %21 = load i64, i64* %20, align 4, !dbg !355
  ret i64 %21, !dbg !355
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pscale(i64 %0, i32 noundef %1) #0 !dbg !356 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.point* %4 to i64*
  store i64 %0, i64* %6, align 4
  call void @llvm.dbg.declare(metadata %struct.point* %4, metadata !359, metadata !DIExpression()), !dbg !360
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !361, metadata !DIExpression()), !dbg !362
  %7 = load i32, i32* %5, align 4, !dbg !363
  %8 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0, !dbg !364
  %9 = load i32, i32* %8, align 4, !dbg !365
  %10 = mul nsw i32 %9, %7, !dbg !365
  store i32 %10, i32* %8, align 4, !dbg !365
  %11 = load i32, i32* %5, align 4, !dbg !366
  %12 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1, !dbg !367
  %13 = load i32, i32* %12, align 4, !dbg !368
  %14 = mul nsw i32 %13, %11, !dbg !368
  store i32 %14, i32* %12, align 4, !dbg !368
  %15 = bitcast %struct.point* %3 to i8*, !dbg !369
  %16 = bitcast %struct.point* %4 to i8*, !dbg !369
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %15, i8* align 4 %16, i64 8, i1 false), !dbg !369
  %17 = bitcast %struct.point* %3 to i64*, !dbg !370
  %18 = load i64, i64* %17, align 4, !dbg !370
  ret i64 %18, !dbg !370
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_make(%struct.rect* noalias sret(%struct.rect) align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i8 noundef signext %5) #0 !dbg !371 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !374, metadata !DIExpression()), !dbg !375
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !376, metadata !DIExpression()), !dbg !377
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !378, metadata !DIExpression()), !dbg !379
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !380, metadata !DIExpression()), !dbg !381
  store i8 %5, i8* %11, align 1
  call void @llvm.dbg.declare(metadata i8* %11, metadata !382, metadata !DIExpression()), !dbg !383
  call void @llvm.dbg.declare(metadata %struct.rect* %0, metadata !384, metadata !DIExpression()), !dbg !385
  %12 = load i32, i32* %7, align 4, !dbg !386
  %13 = load i32, i32* %9, align 4, !dbg !387
  %14 = icmp slt i32 %12, %13, !dbg !388
  br i1 %14, label %15, label %17, !dbg !386

15:                                               ; preds = %6
  %16 = load i32, i32* %7, align 4, !dbg !389
  br label %19, !dbg !386

17:                                               ; preds = %6
  %18 = load i32, i32* %9, align 4, !dbg !390
  br label %19, !dbg !386

19:                                               ; preds = %17, %15
  %20 = phi i32 [ %16, %15 ], [ %18, %17 ], !dbg !386
  %21 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !391
  %22 = getelementptr inbounds %struct.point, %struct.point* %21, i32 0, i32 0, !dbg !392
  store i32 %20, i32* %22, align 4, !dbg !393
  %23 = load i32, i32* %7, align 4, !dbg !394
  %24 = load i32, i32* %9, align 4, !dbg !395
  %25 = icmp slt i32 %23, %24, !dbg !396
  br i1 %25, label %26, label %28, !dbg !394

26:                                               ; preds = %19
  %27 = load i32, i32* %9, align 4, !dbg !397
  br label %30, !dbg !394

28:                                               ; preds = %19
  %29 = load i32, i32* %7, align 4, !dbg !398
  br label %30, !dbg !394

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %27, %26 ], [ %29, %28 ], !dbg !394
  %32 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !399
  %33 = getelementptr inbounds %struct.point, %struct.point* %32, i32 0, i32 0, !dbg !400
  store i32 %31, i32* %33, align 4, !dbg !401
  %34 = load i32, i32* %8, align 4, !dbg !402
  %35 = load i32, i32* %10, align 4, !dbg !403
  %36 = icmp slt i32 %34, %35, !dbg !404
  br i1 %36, label %37, label %39, !dbg !402

37:                                               ; preds = %30
  %38 = load i32, i32* %8, align 4, !dbg !405
  br label %41, !dbg !402

39:                                               ; preds = %30
  %40 = load i32, i32* %10, align 4, !dbg !406
  br label %41, !dbg !402

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ], !dbg !402
  %43 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !407
  %44 = getelementptr inbounds %struct.point, %struct.point* %43, i32 0, i32 1, !dbg !408
  store i32 %42, i32* %44, align 4, !dbg !409
  %45 = load i32, i32* %8, align 4, !dbg !410
  %46 = load i32, i32* %10, align 4, !dbg !411
  %47 = icmp slt i32 %45, %46, !dbg !412
  br i1 %47, label %48, label %50, !dbg !410

48:                                               ; preds = %41
  %49 = load i32, i32* %10, align 4, !dbg !413
  br label %52, !dbg !410

50:                                               ; preds = %41
  %51 = load i32, i32* %8, align 4, !dbg !414
  br label %52, !dbg !410

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %49, %48 ], [ %51, %50 ], !dbg !410
  %54 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !415
  %55 = getelementptr inbounds %struct.point, %struct.point* %54, i32 0, i32 1, !dbg !416
  store i32 %53, i32* %55, align 4, !dbg !417
  %56 = load i8, i8* %11, align 1, !dbg !418
  %57 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 2, !dbg !419
  store i8 %56, i8* %57, align 4, !dbg !420
  ret void, !dbg !421
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_area(%struct.rect* noundef byval(%struct.rect) align 8 %0) #0 !dbg !422 {
  call void @llvm.dbg.declare(metadata %struct.rect* %0, metadata !425, metadata !DIExpression()), !dbg !426
  %2 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !427
  %3 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 0, !dbg !428
  %4 = load i32, i32* %3, align 8, !dbg !428
  %5 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !429
  %6 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 0, !dbg !430
  %7 = load i32, i32* %6, align 8, !dbg !430
  %8 = sub nsw i32 %4, %7, !dbg !431
  %9 = sext i32 %8 to i64, !dbg !432
  %10 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !433
  %11 = getelementptr inbounds %struct.point, %struct.point* %10, i32 0, i32 1, !dbg !434
  %12 = load i32, i32* %11, align 4, !dbg !434
  %13 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !435
  %14 = getelementptr inbounds %struct.point, %struct.point* %13, i32 0, i32 1, !dbg !436
  %15 = load i32, i32* %14, align 4, !dbg !436
  %16 = sub nsw i32 %12, %15, !dbg !437
  %17 = sext i32 %16 to i64, !dbg !438
  %18 = mul nsw i64 %9, %17, !dbg !439
  ret i64 %18, !dbg !440
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_union(%struct.rect* noalias sret(%struct.rect) align 4 %0, %struct.rect* noundef byval(%struct.rect) align 8 %1, %struct.rect* noundef byval(%struct.rect) align 8 %2) #0 !dbg !441 {
  call void @llvm.dbg.declare(metadata %struct.rect* %1, metadata !444, metadata !DIExpression()), !dbg !445
  call void @llvm.dbg.declare(metadata %struct.rect* %2, metadata !446, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.declare(metadata %struct.rect* %0, metadata !448, metadata !DIExpression()), !dbg !449
  %4 = bitcast %struct.rect* %0 to i8*, !dbg !450
  %5 = bitcast %struct.rect* %1 to i8*, !dbg !450
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %4, i8* align 8 %5, i64 20, i1 false), !dbg !450
  %6 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 0, !dbg !451
  %7 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 0, !dbg !453
  %8 = load i32, i32* %7, align 8, !dbg !453
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !454
  %10 = getelementptr inbounds %struct.point, %struct.point* %9, i32 0, i32 0, !dbg !455
  %11 = load i32, i32* %10, align 4, !dbg !455
  %12 = icmp slt i32 %8, %11, !dbg !456
  br i1 %12, label %13, label %19, !dbg !457

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 0, !dbg !458
  %15 = getelementptr inbounds %struct.point, %struct.point* %14, i32 0, i32 0, !dbg !459
  %16 = load i32, i32* %15, align 8, !dbg !459
  %17 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !460
  %18 = getelementptr inbounds %struct.point, %struct.point* %17, i32 0, i32 0, !dbg !461
  store i32 %16, i32* %18, align 4, !dbg !462
  br label %19, !dbg !463

19:                                               ; preds = %13, %3
  %20 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 0, !dbg !464
  %21 = getelementptr inbounds %struct.point, %struct.point* %20, i32 0, i32 1, !dbg !466
  %22 = load i32, i32* %21, align 4, !dbg !466
  %23 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !467
  %24 = getelementptr inbounds %struct.point, %struct.point* %23, i32 0, i32 1, !dbg !468
  %25 = load i32, i32* %24, align 4, !dbg !468
  %26 = icmp slt i32 %22, %25, !dbg !469
  br i1 %26, label %27, label %33, !dbg !470

27:                                               ; preds = %19
  %28 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 0, !dbg !471
  %29 = getelementptr inbounds %struct.point, %struct.point* %28, i32 0, i32 1, !dbg !472
  %30 = load i32, i32* %29, align 4, !dbg !472
  %31 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, !dbg !473
  %32 = getelementptr inbounds %struct.point, %struct.point* %31, i32 0, i32 1, !dbg !474
  store i32 %30, i32* %32, align 4, !dbg !475
  br label %33, !dbg !476

33:                                               ; preds = %27, %19
  %34 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 1, !dbg !477
  %35 = getelementptr inbounds %struct.point, %struct.point* %34, i32 0, i32 0, !dbg !479
  %36 = load i32, i32* %35, align 8, !dbg !479
  %37 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !480
  %38 = getelementptr inbounds %struct.point, %struct.point* %37, i32 0, i32 0, !dbg !481
  %39 = load i32, i32* %38, align 4, !dbg !481
  %40 = icmp sgt i32 %36, %39, !dbg !482
  br i1 %40, label %41, label %47, !dbg !483

41:                                               ; preds = %33
  %42 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 1, !dbg !484
  %43 = getelementptr inbounds %struct.point, %struct.point* %42, i32 0, i32 0, !dbg !485
  %44 = load i32, i32* %43, align 8, !dbg !485
  %45 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !486
  %46 = getelementptr inbounds %struct.point, %struct.point* %45, i32 0, i32 0, !dbg !487
  store i32 %44, i32* %46, align 4, !dbg !488
  br label %47, !dbg !489

47:                                               ; preds = %41, %33
  %48 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 1, !dbg !490
  %49 = getelementptr inbounds %struct.point, %struct.point* %48, i32 0, i32 1, !dbg !492
  %50 = load i32, i32* %49, align 4, !dbg !492
  %51 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !493
  %52 = getelementptr inbounds %struct.point, %struct.point* %51, i32 0, i32 1, !dbg !494
  %53 = load i32, i32* %52, align 4, !dbg !494
  %54 = icmp sgt i32 %50, %53, !dbg !495
  br i1 %54, label %55, label %61, !dbg !496

55:                                               ; preds = %47
  %56 = getelementptr inbounds %struct.rect, %struct.rect* %2, i32 0, i32 1, !dbg !497
  %57 = getelementptr inbounds %struct.point, %struct.point* %56, i32 0, i32 1, !dbg !498
  %58 = load i32, i32* %57, align 4, !dbg !498
  %59 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, !dbg !499
  %60 = getelementptr inbounds %struct.point, %struct.point* %59, i32 0, i32 1, !dbg !500
  store i32 %58, i32* %60, align 4, !dbg !501
  br label %61, !dbg !502

61:                                               ; preds = %55, %47
  %62 = getelementptr inbounds %struct.rect, %struct.rect* %1, i32 0, i32 2, !dbg !503
  %63 = load i8, i8* %62, align 8, !dbg !503
  %64 = sext i8 %63 to i32, !dbg !504
  %65 = add nsw i32 %64, 1, !dbg !505
  %66 = trunc i32 %65 to i8, !dbg !506
  %67 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 2, !dbg !507
  store i8 %66, i8* %67, align 4, !dbg !508
  ret void, !dbg !509
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(%struct.vec3* noalias sret(%struct.vec3) align 8 %0, %struct.vec3* noundef byval(%struct.vec3) align 8 %1, %struct.vec3* noundef byval(%struct.vec3) align 8 %2) #0 !dbg !510 {
  call void @llvm.dbg.declare(metadata %struct.vec3* %1, metadata !513, metadata !DIExpression()), !dbg !514
  call void @llvm.dbg.declare(metadata %struct.vec3* %2, metadata !515, metadata !DIExpression()), !dbg !516
  call void @llvm.dbg.declare(metadata %struct.vec3* %0, metadata !517, metadata !DIExpression()), !dbg !518
  %4 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0, !dbg !519
  %5 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1, !dbg !520
  %6 = load double, double* %5, align 8, !dbg !520
  %7 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 2, !dbg !521
  %8 = load double, double* %7, align 8, !dbg !521
  %9 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2, !dbg !522
  %10 = load double, double* %9, align 8, !dbg !522
  %11 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 1, !dbg !523
  %12 = load double, double* %11, align 8, !dbg !523
  %13 = fmul double %10, %12, !dbg !524
  %14 = fneg double %13, !dbg !525
  %15 = call double @llvm.fmuladd.f64(double %6, double %8, double %14), !dbg !525
  store double %15, double* %4, align 8, !dbg !519
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1, !dbg !519
  %17 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2, !dbg !526
  %18 = load double, double* %17, align 8, !dbg !526
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 0, !dbg !527
  %20 = load double, double* %19, align 8, !dbg !527
  %21 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0, !dbg !528
  %22 = load double, double* %21, align 8, !dbg !528
  %23 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 2, !dbg !529
  %24 = load double, double* %23, align 8, !dbg !529
  %25 = fmul double %22, %24, !dbg !530
  %26 = fneg double %25, !dbg !531
  %27 = call double @llvm.fmuladd.f64(double %18, double %20, double %26), !dbg !531
  store double %27, double* %16, align 8, !dbg !519
  %28 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2, !dbg !519
  %29 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0, !dbg !532
  %30 = load double, double* %29, align 8, !dbg !532
  %31 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 1, !dbg !533
  %32 = load double, double* %31, align 8, !dbg !533
  %33 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1, !dbg !534
  %34 = load double, double* %33, align 8, !dbg !534
  %35 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 0, !dbg !535
  %36 = load double, double* %35, align 8, !dbg !535
  %37 = fmul double %34, %36, !dbg !536
  %38 = fneg double %37, !dbg !537
  %39 = call double @llvm.fmuladd.f64(double %30, double %32, double %38), !dbg !537
  store double %39, double* %28, align 8, !dbg !519
  ret void, !dbg !538
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(%struct.vec3* noundef byval(%struct.vec3) align 8 %0, %struct.vec3* noundef byval(%struct.vec3) align 8 %1) #0 !dbg !539 {
  call void @llvm.dbg.declare(metadata %struct.vec3* %0, metadata !542, metadata !DIExpression()), !dbg !543
  call void @llvm.dbg.declare(metadata %struct.vec3* %1, metadata !544, metadata !DIExpression()), !dbg !545
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0, !dbg !546
  %4 = load double, double* %3, align 8, !dbg !546
  %5 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0, !dbg !547
  %6 = load double, double* %5, align 8, !dbg !547
  %7 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1, !dbg !548
  %8 = load double, double* %7, align 8, !dbg !548
  %9 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1, !dbg !549
  %10 = load double, double* %9, align 8, !dbg !549
  %11 = fmul double %8, %10, !dbg !550
  %12 = call double @llvm.fmuladd.f64(double %4, double %6, double %11), !dbg !551
  %13 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2, !dbg !552
  %14 = load double, double* %13, align 8, !dbg !552
  %15 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2, !dbg !553
  %16 = load double, double* %15, align 8, !dbg !553
  %17 = call double @llvm.fmuladd.f64(double %14, double %16, double %12), !dbg !554
  ret double %17, !dbg !555
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_step(%struct.mixed* noalias sret(%struct.mixed) align 8 %0, %struct.mixed* noundef byval(%struct.mixed) align 8 %1, i32 noundef %2) #0 !dbg !556 {
  %4 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.mixed* %1, metadata !559, metadata !DIExpression()), !dbg !560
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !561, metadata !DIExpression()), !dbg !562
  %5 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 0, !dbg !563
  %6 = load i8, i8* %5, align 8, !dbg !563
  %7 = sext i8 %6 to i32, !dbg !564
  %8 = load i32, i32* %4, align 4, !dbg !565
  %9 = add nsw i32 %7, %8, !dbg !566
  %10 = trunc i32 %9 to i8, !dbg !567
  %11 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 0, !dbg !568
  store i8 %10, i8* %11, align 8, !dbg !569
  %12 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1, !dbg !570
  %13 = load i16, i16* %12, align 2, !dbg !570
  %14 = sext i16 %13 to i32, !dbg !571
  %15 = mul nsw i32 %14, 2, !dbg !572
  %16 = load i32, i32* %4, align 4, !dbg !573
  %17 = add nsw i32 %15, %16, !dbg !574
  %18 = trunc i32 %17 to i16, !dbg !575
  %19 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1, !dbg !576
  store i16 %18, i16* %19, align 2, !dbg !577
  %20 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 2, !dbg !578
  %21 = load i32, i32* %20, align 4, !dbg !578
  %22 = mul nsw i32 %21, 3, !dbg !579
  %23 = load i32, i32* %4, align 4, !dbg !580
  %24 = sub nsw i32 %22, %23, !dbg !581
  %25 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 2, !dbg !582
  store i32 %24, i32* %25, align 4, !dbg !583
  %26 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 3, !dbg !584
  %27 = load i64, i64* %26, align 8, !dbg !584
  %28 = mul nsw i64 %27, 5, !dbg !585
  %29 = load i32, i32* %4, align 4, !dbg !586
  %30 = sext i32 %29 to i64, !dbg !586
  %31 = add nsw i64 %28, %30, !dbg !587
  %32 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 3, !dbg !588
  store i64 %31, i64* %32, align 8, !dbg !589
  %33 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 4, !dbg !590
  %34 = load float, float* %33, align 8, !dbg !590
  %35 = load i32, i32* %4, align 4, !dbg !591
  %36 = sitofp i32 %35 to float, !dbg !592
  %37 = call float @llvm.fmuladd.f32(float %34, float 5.000000e-01, float %36), !dbg !593
  %38 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 4, !dbg !594
  store float %37, float* %38, align 8, !dbg !595
  %39 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 5, !dbg !596
  %40 = load double, double* %39, align 8, !dbg !596
  %41 = fdiv double %40, 4.000000e+00, !dbg !597
  %42 = load i32, i32* %4, align 4, !dbg !598
  %43 = sitofp i32 %42 to double, !dbg !598
  %44 = fsub double %41, %43, !dbg !599
  %45 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 5, !dbg !600
  store double %44, double* %45, align 8, !dbg !601
  %46 = bitcast %struct.mixed* %0 to i8*, !dbg !602
  %47 = bitcast %struct.mixed* %1 to i8*, !dbg !602
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 %47, i64 32, i1 false), !dbg !602
  ret void, !dbg !603
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_mixed(i8* noundef %0, %struct.mixed* noundef byval(%struct.mixed) align 8 %1) #0 !dbg !604 {
  %3 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !609, metadata !DIExpression()), !dbg !610
  call void @llvm.dbg.declare(metadata %struct.mixed* %1, metadata !611, metadata !DIExpression()), !dbg !612
  %4 = load i8*, i8** %3, align 8, !dbg !613
  %5 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 0, !dbg !614
  %6 = load i8, i8* %5, align 8, !dbg !614
  %7 = sext i8 %6 to i32, !dbg !615
  %8 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1, !dbg !616
  %9 = load i16, i16* %8, align 2, !dbg !616
  %10 = sext i16 %9 to i32, !dbg !617
  %11 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 2, !dbg !618
  %12 = load i32, i32* %11, align 4, !dbg !618
  %13 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 3, !dbg !619
  %14 = load i64, i64* %13, align 8, !dbg !619
  %15 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 4, !dbg !620
  %16 = load float, float* %15, align 8, !dbg !620
  %17 = fpext float %16 to double, !dbg !621
  %18 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 5, !dbg !622
  %19 = load double, double* %18, align 8, !dbg !622
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef %4, i32 noundef %7, i32 noundef %10, i32 noundef %12, i64 noundef %14, double noundef %17, double noundef %19), !dbg !623
  ret void, !dbg !624
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_byval.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "e3f6a130a63098a9e393fd54fcd8fc6a")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 80, type: !16, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 81, type: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 4, size: 64, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !21, file: !1, line: 5, baseType: !18, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !21, file: !1, line: 5, baseType: !18, size: 32, offset: 32)
!25 = !DILocation(line: 81, column: 18, scope: !15)
!26 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 81, type: !21)
!27 = !DILocation(line: 81, column: 30, scope: !15)
!28 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 82, type: !21)
!29 = !DILocation(line: 82, column: 18, scope: !15)
!30 = !DILocation(line: 82, column: 22, scope: !15)
!31 = !DILocalVariable(name: "d", scope: !15, file: !1, line: 83, type: !21)
!32 = !DILocation(line: 83, column: 18, scope: !15)
!33 = !DILocation(line: 83, column: 22, scope: !15)
!34 = !DILocation(line: 84, column: 55, scope: !15)
!35 = !DILocation(line: 84, column: 60, scope: !15)
!36 = !DILocation(line: 84, column: 65, scope: !15)
!37 = !DILocation(line: 84, column: 70, scope: !15)
!38 = !DILocation(line: 84, column: 75, scope: !15)
!39 = !DILocation(line: 84, column: 80, scope: !15)
!40 = !DILocation(line: 84, column: 5, scope: !15)
!41 = !DILocalVariable(name: "rs", scope: !15, file: !1, line: 85, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 960, elements: !48)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !1, line: 8, size: 160, elements: !44)
!44 = !{!45, !46, !47}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !43, file: !1, line: 9, baseType: !21, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !43, file: !1, line: 9, baseType: !21, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !43, file: !1, line: 10, baseType: !3, size: 8, offset: 128)
!48 = !{!49}
!49 = !DISubrange(count: 6)
!50 = !DILocation(line: 85, column: 17, scope: !15)
!51 = !DILocalVariable(name: "i", scope: !52, file: !1, line: 86, type: !18)
!52 = distinct !DILexicalBlock(scope: !15, file: !1, line: 86, column: 5)
!53 = !DILocation(line: 86, column: 14, scope: !52)
!54 = !DILocation(line: 86, column: 10, scope: !52)
!55 = !DILocation(line: 86, column: 21, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 86, column: 5)
!57 = !DILocation(line: 86, column: 23, scope: !56)
!58 = !DILocation(line: 86, column: 5, scope: !52)
!59 = !DILocation(line: 87, column: 12, scope: !56)
!60 = !DILocation(line: 87, column: 9, scope: !56)
!61 = !DILocation(line: 87, column: 27, scope: !56)
!62 = !DILocation(line: 87, column: 29, scope: !56)
!63 = !DILocation(line: 87, column: 33, scope: !56)
!64 = !DILocation(line: 87, column: 43, scope: !56)
!65 = !DILocation(line: 87, column: 47, scope: !56)
!66 = !DILocation(line: 87, column: 45, scope: !56)
!67 = !DILocation(line: 87, column: 41, scope: !56)
!68 = !DILocation(line: 87, column: 50, scope: !56)
!69 = !DILocation(line: 87, column: 54, scope: !56)
!70 = !DILocation(line: 87, column: 52, scope: !56)
!71 = !DILocation(line: 87, column: 56, scope: !56)
!72 = !DILocation(line: 87, column: 61, scope: !56)
!73 = !DILocation(line: 87, column: 63, scope: !56)
!74 = !DILocation(line: 87, column: 81, scope: !56)
!75 = !DILocation(line: 87, column: 79, scope: !56)
!76 = !DILocation(line: 87, column: 68, scope: !56)
!77 = !DILocation(line: 87, column: 17, scope: !56)
!78 = !DILocation(line: 86, column: 29, scope: !56)
!79 = !DILocation(line: 86, column: 5, scope: !56)
!80 = distinct !{!80, !58, !81, !82}
!81 = !DILocation(line: 87, column: 83, scope: !52)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "u", scope: !15, file: !1, line: 88, type: !43)
!84 = !DILocation(line: 88, column: 17, scope: !15)
!85 = !DILocation(line: 88, column: 21, scope: !15)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 89, type: !18)
!87 = distinct !DILexicalBlock(scope: !15, file: !1, line: 89, column: 5)
!88 = !DILocation(line: 89, column: 14, scope: !87)
!89 = !DILocation(line: 89, column: 10, scope: !87)
!90 = !DILocation(line: 89, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 89, column: 5)
!92 = !DILocation(line: 89, column: 23, scope: !91)
!93 = !DILocation(line: 89, column: 5, scope: !87)
!94 = !DILocation(line: 90, column: 58, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 89, column: 33)
!96 = !DILocation(line: 90, column: 55, scope: !95)
!97 = !DILocation(line: 90, column: 61, scope: !95)
!98 = !DILocation(line: 90, column: 69, scope: !95)
!99 = !DILocation(line: 90, column: 66, scope: !95)
!100 = !DILocation(line: 90, column: 72, scope: !95)
!101 = !DILocation(line: 90, column: 75, scope: !95)
!102 = !DILocation(line: 90, column: 81, scope: !95)
!103 = !DILocation(line: 90, column: 78, scope: !95)
!104 = !DILocation(line: 90, column: 84, scope: !95)
!105 = !DILocation(line: 90, column: 87, scope: !95)
!106 = !DILocation(line: 91, column: 19, scope: !95)
!107 = !DILocation(line: 91, column: 16, scope: !95)
!108 = !DILocation(line: 91, column: 22, scope: !95)
!109 = !DILocation(line: 91, column: 25, scope: !95)
!110 = !DILocation(line: 91, column: 31, scope: !95)
!111 = !DILocation(line: 91, column: 28, scope: !95)
!112 = !DILocation(line: 91, column: 34, scope: !95)
!113 = !DILocation(line: 91, column: 37, scope: !95)
!114 = !DILocation(line: 91, column: 53, scope: !95)
!115 = !DILocation(line: 91, column: 50, scope: !95)
!116 = !DILocation(line: 91, column: 40, scope: !95)
!117 = !DILocation(line: 90, column: 9, scope: !95)
!118 = !DILocation(line: 92, column: 30, scope: !95)
!119 = !DILocation(line: 92, column: 27, scope: !95)
!120 = !DILocation(line: 92, column: 13, scope: !95)
!121 = !DILocation(line: 93, column: 5, scope: !95)
!122 = !DILocation(line: 89, column: 29, scope: !91)
!123 = !DILocation(line: 89, column: 5, scope: !91)
!124 = distinct !{!124, !93, !125, !82}
!125 = !DILocation(line: 93, column: 5, scope: !87)
!126 = !DILocation(line: 94, column: 54, scope: !15)
!127 = !DILocation(line: 94, column: 52, scope: !15)
!128 = !DILocation(line: 94, column: 61, scope: !15)
!129 = !DILocation(line: 94, column: 64, scope: !15)
!130 = !DILocation(line: 94, column: 69, scope: !15)
!131 = !DILocation(line: 94, column: 72, scope: !15)
!132 = !DILocation(line: 94, column: 77, scope: !15)
!133 = !DILocation(line: 94, column: 80, scope: !15)
!134 = !DILocation(line: 94, column: 85, scope: !15)
!135 = !DILocation(line: 94, column: 88, scope: !15)
!136 = !DILocation(line: 95, column: 12, scope: !15)
!137 = !DILocation(line: 94, column: 5, scope: !15)
!138 = !DILocalVariable(name: "v1", scope: !15, file: !1, line: 96, type: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !1, line: 13, size: 192, elements: !140)
!140 = !{!141, !143, !144}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !139, file: !1, line: 14, baseType: !142, size: 64)
!142 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !139, file: !1, line: 14, baseType: !142, size: 64, offset: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !139, file: !1, line: 14, baseType: !142, size: 64, offset: 128)
!145 = !DILocation(line: 96, column: 17, scope: !15)
!146 = !DILocalVariable(name: "v2", scope: !15, file: !1, line: 96, type: !139)
!147 = !DILocation(line: 96, column: 33, scope: !15)
!148 = !DILocalVariable(name: "cr", scope: !15, file: !1, line: 97, type: !139)
!149 = !DILocation(line: 97, column: 17, scope: !15)
!150 = !DILocation(line: 97, column: 22, scope: !15)
!151 = !DILocation(line: 98, column: 55, scope: !15)
!152 = !DILocation(line: 98, column: 61, scope: !15)
!153 = !DILocation(line: 98, column: 67, scope: !15)
!154 = !DILocation(line: 98, column: 70, scope: !15)
!155 = !DILocation(line: 98, column: 83, scope: !15)
!156 = !DILocation(line: 99, column: 12, scope: !15)
!157 = !DILocation(line: 98, column: 5, scope: !15)
!158 = !DILocalVariable(name: "acc", scope: !15, file: !1, line: 100, type: !139)
!159 = !DILocation(line: 100, column: 17, scope: !15)
!160 = !DILocation(line: 100, column: 23, scope: !15)
!161 = !DILocalVariable(name: "i", scope: !162, file: !1, line: 101, type: !18)
!162 = distinct !DILexicalBlock(scope: !15, file: !1, line: 101, column: 5)
!163 = !DILocation(line: 101, column: 14, scope: !162)
!164 = !DILocation(line: 101, column: 10, scope: !162)
!165 = !DILocation(line: 101, column: 21, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !1, line: 101, column: 5)
!167 = !DILocation(line: 101, column: 23, scope: !166)
!168 = !DILocation(line: 101, column: 5, scope: !162)
!169 = !DILocation(line: 102, column: 15, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !1, line: 101, column: 33)
!171 = !DILocation(line: 103, column: 13, scope: !170)
!172 = !DILocation(line: 103, column: 15, scope: !170)
!173 = !DILocation(line: 104, column: 40, scope: !170)
!174 = !DILocation(line: 104, column: 47, scope: !170)
!175 = !DILocation(line: 104, column: 54, scope: !170)
!176 = !DILocation(line: 104, column: 61, scope: !170)
!177 = !DILocation(line: 104, column: 9, scope: !170)
!178 = !DILocation(line: 105, column: 5, scope: !170)
!179 = !DILocation(line: 101, column: 29, scope: !166)
!180 = !DILocation(line: 101, column: 5, scope: !166)
!181 = distinct !{!181, !168, !182, !82}
!182 = !DILocation(line: 105, column: 5, scope: !162)
!183 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 106, type: !184)
!184 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !1, line: 17, size: 256, elements: !185)
!185 = !{!186, !187, !188, !189, !190, !191}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !184, file: !1, line: 18, baseType: !3, size: 8)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !184, file: !1, line: 19, baseType: !5, size: 16, offset: 16)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !184, file: !1, line: 20, baseType: !18, size: 32, offset: 32)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !184, file: !1, line: 21, baseType: !4, size: 64, offset: 64)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !184, file: !1, line: 22, baseType: !6, size: 32, offset: 128)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !184, file: !1, line: 23, baseType: !142, size: 64, offset: 192)
!192 = !DILocation(line: 106, column: 18, scope: !15)
!193 = !DILocalVariable(name: "k", scope: !194, file: !1, line: 107, type: !18)
!194 = distinct !DILexicalBlock(scope: !15, file: !1, line: 107, column: 5)
!195 = !DILocation(line: 107, column: 14, scope: !194)
!196 = !DILocation(line: 107, column: 10, scope: !194)
!197 = !DILocation(line: 107, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !1, line: 107, column: 5)
!199 = !DILocation(line: 107, column: 23, scope: !198)
!200 = !DILocation(line: 107, column: 5, scope: !194)
!201 = !DILocation(line: 108, column: 27, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !1, line: 107, column: 33)
!203 = !DILocation(line: 108, column: 13, scope: !202)
!204 = !DILocation(line: 109, column: 9, scope: !202)
!205 = !DILocation(line: 110, column: 5, scope: !202)
!206 = !DILocation(line: 107, column: 29, scope: !198)
!207 = !DILocation(line: 107, column: 5, scope: !198)
!208 = distinct !{!208, !200, !209, !82}
!209 = !DILocation(line: 110, column: 5, scope: !194)
!210 = !DILocalVariable(name: "copy", scope: !15, file: !1, line: 112, type: !184)
!211 = !DILocation(line: 112, column: 18, scope: !15)
!212 = !DILocation(line: 112, column: 25, scope: !15)
!213 = !DILocation(line: 113, column: 10, scope: !15)
!214 = !DILocation(line: 113, column: 11, scope: !15)
!215 = !DILocation(line: 114, column: 39, scope: !15)
!216 = !DILocation(line: 114, column: 44, scope: !15)
!217 = !DILocation(line: 114, column: 5, scope: !15)
!218 = !DILocalVariable(name: "pts", scope: !15, file: !1, line: 116, type: !219)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 512, elements: !220)
!220 = !{!221}
!221 = !DISubrange(count: 8)
!222 = !DILocation(line: 116, column: 18, scope: !15)
!223 = !DILocalVariable(name: "i", scope: !224, file: !1, line: 117, type: !18)
!224 = distinct !DILexicalBlock(scope: !15, file: !1, line: 117, column: 5)
!225 = !DILocation(line: 117, column: 14, scope: !224)
!226 = !DILocation(line: 117, column: 10, scope: !224)
!227 = !DILocation(line: 117, column: 21, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !1, line: 117, column: 5)
!229 = !DILocation(line: 117, column: 23, scope: !228)
!230 = !DILocation(line: 117, column: 5, scope: !224)
!231 = !DILocation(line: 118, column: 21, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !1, line: 117, column: 33)
!233 = !DILocation(line: 118, column: 23, scope: !232)
!234 = !DILocation(line: 118, column: 29, scope: !232)
!235 = !DILocation(line: 118, column: 34, scope: !232)
!236 = !DILocation(line: 118, column: 13, scope: !232)
!237 = !DILocation(line: 118, column: 9, scope: !232)
!238 = !DILocation(line: 118, column: 16, scope: !232)
!239 = !DILocation(line: 118, column: 18, scope: !232)
!240 = !DILocation(line: 119, column: 20, scope: !232)
!241 = !DILocation(line: 119, column: 13, scope: !232)
!242 = !DILocation(line: 119, column: 9, scope: !232)
!243 = !DILocation(line: 119, column: 16, scope: !232)
!244 = !DILocation(line: 119, column: 18, scope: !232)
!245 = !DILocation(line: 120, column: 5, scope: !232)
!246 = !DILocation(line: 117, column: 29, scope: !228)
!247 = !DILocation(line: 117, column: 5, scope: !228)
!248 = distinct !{!248, !230, !249, !82}
!249 = !DILocation(line: 120, column: 5, scope: !224)
!250 = !DILocalVariable(name: "i", scope: !251, file: !1, line: 121, type: !18)
!251 = distinct !DILexicalBlock(scope: !15, file: !1, line: 121, column: 5)
!252 = !DILocation(line: 121, column: 14, scope: !251)
!253 = !DILocation(line: 121, column: 10, scope: !251)
!254 = !DILocation(line: 121, column: 21, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !1, line: 121, column: 5)
!256 = !DILocation(line: 121, column: 23, scope: !255)
!257 = !DILocation(line: 121, column: 5, scope: !251)
!258 = !DILocalVariable(name: "key", scope: !259, file: !1, line: 122, type: !21)
!259 = distinct !DILexicalBlock(scope: !255, file: !1, line: 121, column: 33)
!260 = !DILocation(line: 122, column: 22, scope: !259)
!261 = !DILocation(line: 122, column: 32, scope: !259)
!262 = !DILocation(line: 122, column: 28, scope: !259)
!263 = !DILocalVariable(name: "j", scope: !259, file: !1, line: 123, type: !18)
!264 = !DILocation(line: 123, column: 13, scope: !259)
!265 = !DILocation(line: 123, column: 17, scope: !259)
!266 = !DILocation(line: 123, column: 19, scope: !259)
!267 = !DILocation(line: 124, column: 9, scope: !259)
!268 = !DILocation(line: 124, column: 16, scope: !259)
!269 = !DILocation(line: 124, column: 18, scope: !259)
!270 = !DILocation(line: 124, column: 23, scope: !259)
!271 = !DILocation(line: 124, column: 30, scope: !259)
!272 = !DILocation(line: 124, column: 26, scope: !259)
!273 = !DILocation(line: 124, column: 33, scope: !259)
!274 = !DILocation(line: 124, column: 41, scope: !259)
!275 = !DILocation(line: 124, column: 35, scope: !259)
!276 = !DILocation(line: 0, scope: !259)
!277 = !DILocation(line: 125, column: 17, scope: !278)
!278 = distinct !DILexicalBlock(scope: !259, file: !1, line: 124, column: 44)
!279 = !DILocation(line: 125, column: 19, scope: !278)
!280 = !DILocation(line: 125, column: 13, scope: !278)
!281 = !DILocation(line: 125, column: 30, scope: !278)
!282 = !DILocation(line: 125, column: 26, scope: !278)
!283 = !DILocation(line: 126, column: 14, scope: !278)
!284 = distinct !{!284, !267, !285, !82}
!285 = !DILocation(line: 127, column: 9, scope: !259)
!286 = !DILocation(line: 128, column: 13, scope: !259)
!287 = !DILocation(line: 128, column: 15, scope: !259)
!288 = !DILocation(line: 128, column: 9, scope: !259)
!289 = !DILocation(line: 128, column: 22, scope: !259)
!290 = !DILocation(line: 129, column: 5, scope: !259)
!291 = !DILocation(line: 121, column: 29, scope: !255)
!292 = !DILocation(line: 121, column: 5, scope: !255)
!293 = distinct !{!293, !257, !294, !82}
!294 = !DILocation(line: 129, column: 5, scope: !251)
!295 = !DILocalVariable(name: "i", scope: !296, file: !1, line: 130, type: !18)
!296 = distinct !DILexicalBlock(scope: !15, file: !1, line: 130, column: 5)
!297 = !DILocation(line: 130, column: 14, scope: !296)
!298 = !DILocation(line: 130, column: 10, scope: !296)
!299 = !DILocation(line: 130, column: 21, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !1, line: 130, column: 5)
!301 = !DILocation(line: 130, column: 23, scope: !300)
!302 = !DILocation(line: 130, column: 5, scope: !296)
!303 = !DILocation(line: 131, column: 33, scope: !300)
!304 = !DILocation(line: 131, column: 29, scope: !300)
!305 = !DILocation(line: 131, column: 36, scope: !300)
!306 = !DILocation(line: 131, column: 43, scope: !300)
!307 = !DILocation(line: 131, column: 39, scope: !300)
!308 = !DILocation(line: 131, column: 46, scope: !300)
!309 = !DILocation(line: 131, column: 49, scope: !300)
!310 = !DILocation(line: 131, column: 51, scope: !300)
!311 = !DILocation(line: 131, column: 9, scope: !300)
!312 = !DILocation(line: 130, column: 29, scope: !300)
!313 = !DILocation(line: 130, column: 5, scope: !300)
!314 = distinct !{!314, !302, !315, !82}
!315 = !DILocation(line: 131, column: 68, scope: !296)
!316 = !DILocalVariable(name: "lit", scope: !15, file: !1, line: 133, type: !43)
!317 = !DILocation(line: 133, column: 17, scope: !15)
!318 = !DILocation(line: 134, column: 53, scope: !15)
!319 = !DILocation(line: 134, column: 56, scope: !15)
!320 = !DILocation(line: 134, column: 63, scope: !15)
!321 = !DILocation(line: 134, column: 66, scope: !15)
!322 = !DILocation(line: 134, column: 73, scope: !15)
!323 = !DILocation(line: 134, column: 76, scope: !15)
!324 = !DILocation(line: 134, column: 83, scope: !15)
!325 = !DILocation(line: 134, column: 86, scope: !15)
!326 = !DILocation(line: 134, column: 93, scope: !15)
!327 = !DILocation(line: 134, column: 89, scope: !15)
!328 = !DILocation(line: 135, column: 12, scope: !15)
!329 = !DILocation(line: 134, column: 5, scope: !15)
!330 = !DILocalVariable(name: "q", scope: !15, file: !1, line: 136, type: !21)
!331 = !DILocation(line: 136, column: 18, scope: !15)
!332 = !DILocation(line: 136, column: 41, scope: !15)
!333 = !DILocation(line: 136, column: 63, scope: !15)
!334 = !DILocation(line: 136, column: 22, scope: !15)
!335 = !DILocation(line: 137, column: 29, scope: !15)
!336 = !DILocation(line: 137, column: 34, scope: !15)
!337 = !DILocation(line: 137, column: 5, scope: !15)
!338 = !DILocation(line: 138, column: 5, scope: !15)
!339 = distinct !DISubprogram(name: "padd", scope: !1, file: !1, line: 26, type: !340, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!340 = !DISubroutineType(types: !341)
!341 = !{!21, !21, !21}
!342 = !DILocalVariable(name: "a", arg: 1, scope: !339, file: !1, line: 26, type: !21)
!343 = !DILocation(line: 26, column: 39, scope: !339)
!344 = !DILocalVariable(name: "b", arg: 2, scope: !339, file: !1, line: 26, type: !21)
!345 = !DILocation(line: 26, column: 55, scope: !339)
!346 = !DILocalVariable(name: "r", scope: !339, file: !1, line: 27, type: !21)
!347 = !DILocation(line: 27, column: 18, scope: !339)
!348 = !DILocation(line: 27, column: 22, scope: !339)
!349 = !DILocation(line: 27, column: 25, scope: !339)
!350 = !DILocation(line: 27, column: 31, scope: !339)
!351 = !DILocation(line: 27, column: 27, scope: !339)
!352 = !DILocation(line: 27, column: 36, scope: !339)
!353 = !DILocation(line: 27, column: 42, scope: !339)
!354 = !DILocation(line: 27, column: 38, scope: !339)
!355 = !DILocation(line: 28, column: 5, scope: !339)
!356 = distinct !DISubprogram(name: "pscale", scope: !1, file: !1, line: 31, type: !357, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!357 = !DISubroutineType(types: !358)
!358 = !{!21, !21, !18}
!359 = !DILocalVariable(name: "p", arg: 1, scope: !356, file: !1, line: 31, type: !21)
!360 = !DILocation(line: 31, column: 41, scope: !356)
!361 = !DILocalVariable(name: "k", arg: 2, scope: !356, file: !1, line: 31, type: !18)
!362 = !DILocation(line: 31, column: 48, scope: !356)
!363 = !DILocation(line: 32, column: 12, scope: !356)
!364 = !DILocation(line: 32, column: 7, scope: !356)
!365 = !DILocation(line: 32, column: 9, scope: !356)
!366 = !DILocation(line: 33, column: 12, scope: !356)
!367 = !DILocation(line: 33, column: 7, scope: !356)
!368 = !DILocation(line: 33, column: 9, scope: !356)
!369 = !DILocation(line: 34, column: 12, scope: !356)
!370 = !DILocation(line: 34, column: 5, scope: !356)
!371 = distinct !DISubprogram(name: "rect_make", scope: !1, file: !1, line: 37, type: !372, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!372 = !DISubroutineType(types: !373)
!373 = !{!43, !18, !18, !18, !18, !3}
!374 = !DILocalVariable(name: "x0", arg: 1, scope: !371, file: !1, line: 37, type: !18)
!375 = !DILocation(line: 37, column: 34, scope: !371)
!376 = !DILocalVariable(name: "y0", arg: 2, scope: !371, file: !1, line: 37, type: !18)
!377 = !DILocation(line: 37, column: 42, scope: !371)
!378 = !DILocalVariable(name: "x1", arg: 3, scope: !371, file: !1, line: 37, type: !18)
!379 = !DILocation(line: 37, column: 50, scope: !371)
!380 = !DILocalVariable(name: "y1", arg: 4, scope: !371, file: !1, line: 37, type: !18)
!381 = !DILocation(line: 37, column: 58, scope: !371)
!382 = !DILocalVariable(name: "tag", arg: 5, scope: !371, file: !1, line: 37, type: !3)
!383 = !DILocation(line: 37, column: 67, scope: !371)
!384 = !DILocalVariable(name: "r", scope: !371, file: !1, line: 38, type: !43)
!385 = !DILocation(line: 38, column: 17, scope: !371)
!386 = !DILocation(line: 39, column: 14, scope: !371)
!387 = !DILocation(line: 39, column: 19, scope: !371)
!388 = !DILocation(line: 39, column: 17, scope: !371)
!389 = !DILocation(line: 39, column: 24, scope: !371)
!390 = !DILocation(line: 39, column: 29, scope: !371)
!391 = !DILocation(line: 39, column: 7, scope: !371)
!392 = !DILocation(line: 39, column: 10, scope: !371)
!393 = !DILocation(line: 39, column: 12, scope: !371)
!394 = !DILocation(line: 40, column: 14, scope: !371)
!395 = !DILocation(line: 40, column: 19, scope: !371)
!396 = !DILocation(line: 40, column: 17, scope: !371)
!397 = !DILocation(line: 40, column: 24, scope: !371)
!398 = !DILocation(line: 40, column: 29, scope: !371)
!399 = !DILocation(line: 40, column: 7, scope: !371)
!400 = !DILocation(line: 40, column: 10, scope: !371)
!401 = !DILocation(line: 40, column: 12, scope: !371)
!402 = !DILocation(line: 41, column: 14, scope: !371)
!403 = !DILocation(line: 41, column: 19, scope: !371)
!404 = !DILocation(line: 41, column: 17, scope: !371)
!405 = !DILocation(line: 41, column: 24, scope: !371)
!406 = !DILocation(line: 41, column: 29, scope: !371)
!407 = !DILocation(line: 41, column: 7, scope: !371)
!408 = !DILocation(line: 41, column: 10, scope: !371)
!409 = !DILocation(line: 41, column: 12, scope: !371)
!410 = !DILocation(line: 42, column: 14, scope: !371)
!411 = !DILocation(line: 42, column: 19, scope: !371)
!412 = !DILocation(line: 42, column: 17, scope: !371)
!413 = !DILocation(line: 42, column: 24, scope: !371)
!414 = !DILocation(line: 42, column: 29, scope: !371)
!415 = !DILocation(line: 42, column: 7, scope: !371)
!416 = !DILocation(line: 42, column: 10, scope: !371)
!417 = !DILocation(line: 42, column: 12, scope: !371)
!418 = !DILocation(line: 43, column: 13, scope: !371)
!419 = !DILocation(line: 43, column: 7, scope: !371)
!420 = !DILocation(line: 43, column: 11, scope: !371)
!421 = !DILocation(line: 44, column: 5, scope: !371)
!422 = distinct !DISubprogram(name: "rect_area", scope: !1, file: !1, line: 47, type: !423, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!423 = !DISubroutineType(types: !424)
!424 = !{!4, !43}
!425 = !DILocalVariable(name: "r", arg: 1, scope: !422, file: !1, line: 47, type: !43)
!426 = !DILocation(line: 47, column: 35, scope: !422)
!427 = !DILocation(line: 47, column: 56, scope: !422)
!428 = !DILocation(line: 47, column: 59, scope: !422)
!429 = !DILocation(line: 47, column: 65, scope: !422)
!430 = !DILocation(line: 47, column: 68, scope: !422)
!431 = !DILocation(line: 47, column: 61, scope: !422)
!432 = !DILocation(line: 47, column: 47, scope: !422)
!433 = !DILocation(line: 47, column: 76, scope: !422)
!434 = !DILocation(line: 47, column: 79, scope: !422)
!435 = !DILocation(line: 47, column: 85, scope: !422)
!436 = !DILocation(line: 47, column: 88, scope: !422)
!437 = !DILocation(line: 47, column: 81, scope: !422)
!438 = !DILocation(line: 47, column: 73, scope: !422)
!439 = !DILocation(line: 47, column: 71, scope: !422)
!440 = !DILocation(line: 47, column: 40, scope: !422)
!441 = distinct !DISubprogram(name: "rect_union", scope: !1, file: !1, line: 49, type: !442, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!442 = !DISubroutineType(types: !443)
!443 = !{!43, !43, !43}
!444 = !DILocalVariable(name: "a", arg: 1, scope: !441, file: !1, line: 49, type: !43)
!445 = !DILocation(line: 49, column: 43, scope: !441)
!446 = !DILocalVariable(name: "b", arg: 2, scope: !441, file: !1, line: 49, type: !43)
!447 = !DILocation(line: 49, column: 58, scope: !441)
!448 = !DILocalVariable(name: "r", scope: !441, file: !1, line: 50, type: !43)
!449 = !DILocation(line: 50, column: 17, scope: !441)
!450 = !DILocation(line: 50, column: 21, scope: !441)
!451 = !DILocation(line: 51, column: 11, scope: !452)
!452 = distinct !DILexicalBlock(scope: !441, file: !1, line: 51, column: 9)
!453 = !DILocation(line: 51, column: 14, scope: !452)
!454 = !DILocation(line: 51, column: 20, scope: !452)
!455 = !DILocation(line: 51, column: 23, scope: !452)
!456 = !DILocation(line: 51, column: 16, scope: !452)
!457 = !DILocation(line: 51, column: 9, scope: !441)
!458 = !DILocation(line: 51, column: 37, scope: !452)
!459 = !DILocation(line: 51, column: 40, scope: !452)
!460 = !DILocation(line: 51, column: 28, scope: !452)
!461 = !DILocation(line: 51, column: 31, scope: !452)
!462 = !DILocation(line: 51, column: 33, scope: !452)
!463 = !DILocation(line: 51, column: 26, scope: !452)
!464 = !DILocation(line: 52, column: 11, scope: !465)
!465 = distinct !DILexicalBlock(scope: !441, file: !1, line: 52, column: 9)
!466 = !DILocation(line: 52, column: 14, scope: !465)
!467 = !DILocation(line: 52, column: 20, scope: !465)
!468 = !DILocation(line: 52, column: 23, scope: !465)
!469 = !DILocation(line: 52, column: 16, scope: !465)
!470 = !DILocation(line: 52, column: 9, scope: !441)
!471 = !DILocation(line: 52, column: 37, scope: !465)
!472 = !DILocation(line: 52, column: 40, scope: !465)
!473 = !DILocation(line: 52, column: 28, scope: !465)
!474 = !DILocation(line: 52, column: 31, scope: !465)
!475 = !DILocation(line: 52, column: 33, scope: !465)
!476 = !DILocation(line: 52, column: 26, scope: !465)
!477 = !DILocation(line: 53, column: 11, scope: !478)
!478 = distinct !DILexicalBlock(scope: !441, file: !1, line: 53, column: 9)
!479 = !DILocation(line: 53, column: 14, scope: !478)
!480 = !DILocation(line: 53, column: 20, scope: !478)
!481 = !DILocation(line: 53, column: 23, scope: !478)
!482 = !DILocation(line: 53, column: 16, scope: !478)
!483 = !DILocation(line: 53, column: 9, scope: !441)
!484 = !DILocation(line: 53, column: 37, scope: !478)
!485 = !DILocation(line: 53, column: 40, scope: !478)
!486 = !DILocation(line: 53, column: 28, scope: !478)
!487 = !DILocation(line: 53, column: 31, scope: !478)
!488 = !DILocation(line: 53, column: 33, scope: !478)
!489 = !DILocation(line: 53, column: 26, scope: !478)
!490 = !DILocation(line: 54, column: 11, scope: !491)
!491 = distinct !DILexicalBlock(scope: !441, file: !1, line: 54, column: 9)
!492 = !DILocation(line: 54, column: 14, scope: !491)
!493 = !DILocation(line: 54, column: 20, scope: !491)
!494 = !DILocation(line: 54, column: 23, scope: !491)
!495 = !DILocation(line: 54, column: 16, scope: !491)
!496 = !DILocation(line: 54, column: 9, scope: !441)
!497 = !DILocation(line: 54, column: 37, scope: !491)
!498 = !DILocation(line: 54, column: 40, scope: !491)
!499 = !DILocation(line: 54, column: 28, scope: !491)
!500 = !DILocation(line: 54, column: 31, scope: !491)
!501 = !DILocation(line: 54, column: 33, scope: !491)
!502 = !DILocation(line: 54, column: 26, scope: !491)
!503 = !DILocation(line: 55, column: 22, scope: !441)
!504 = !DILocation(line: 55, column: 20, scope: !441)
!505 = !DILocation(line: 55, column: 26, scope: !441)
!506 = !DILocation(line: 55, column: 13, scope: !441)
!507 = !DILocation(line: 55, column: 7, scope: !441)
!508 = !DILocation(line: 55, column: 11, scope: !441)
!509 = !DILocation(line: 56, column: 5, scope: !441)
!510 = distinct !DISubprogram(name: "cross", scope: !1, file: !1, line: 59, type: !511, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!511 = !DISubroutineType(types: !512)
!512 = !{!139, !139, !139}
!513 = !DILocalVariable(name: "a", arg: 1, scope: !510, file: !1, line: 59, type: !139)
!514 = !DILocation(line: 59, column: 38, scope: !510)
!515 = !DILocalVariable(name: "b", arg: 2, scope: !510, file: !1, line: 59, type: !139)
!516 = !DILocation(line: 59, column: 53, scope: !510)
!517 = !DILocalVariable(name: "r", scope: !510, file: !1, line: 60, type: !139)
!518 = !DILocation(line: 60, column: 17, scope: !510)
!519 = !DILocation(line: 60, column: 21, scope: !510)
!520 = !DILocation(line: 60, column: 24, scope: !510)
!521 = !DILocation(line: 60, column: 30, scope: !510)
!522 = !DILocation(line: 60, column: 36, scope: !510)
!523 = !DILocation(line: 60, column: 42, scope: !510)
!524 = !DILocation(line: 60, column: 38, scope: !510)
!525 = !DILocation(line: 60, column: 32, scope: !510)
!526 = !DILocation(line: 60, column: 47, scope: !510)
!527 = !DILocation(line: 60, column: 53, scope: !510)
!528 = !DILocation(line: 60, column: 59, scope: !510)
!529 = !DILocation(line: 60, column: 65, scope: !510)
!530 = !DILocation(line: 60, column: 61, scope: !510)
!531 = !DILocation(line: 60, column: 55, scope: !510)
!532 = !DILocation(line: 60, column: 70, scope: !510)
!533 = !DILocation(line: 60, column: 76, scope: !510)
!534 = !DILocation(line: 60, column: 82, scope: !510)
!535 = !DILocation(line: 60, column: 88, scope: !510)
!536 = !DILocation(line: 60, column: 84, scope: !510)
!537 = !DILocation(line: 60, column: 78, scope: !510)
!538 = !DILocation(line: 61, column: 5, scope: !510)
!539 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 64, type: !540, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!540 = !DISubroutineType(types: !541)
!541 = !{!142, !139, !139}
!542 = !DILocalVariable(name: "a", arg: 1, scope: !539, file: !1, line: 64, type: !139)
!543 = !DILocation(line: 64, column: 31, scope: !539)
!544 = !DILocalVariable(name: "b", arg: 2, scope: !539, file: !1, line: 64, type: !139)
!545 = !DILocation(line: 64, column: 46, scope: !539)
!546 = !DILocation(line: 64, column: 60, scope: !539)
!547 = !DILocation(line: 64, column: 66, scope: !539)
!548 = !DILocation(line: 64, column: 72, scope: !539)
!549 = !DILocation(line: 64, column: 78, scope: !539)
!550 = !DILocation(line: 64, column: 74, scope: !539)
!551 = !DILocation(line: 64, column: 68, scope: !539)
!552 = !DILocation(line: 64, column: 84, scope: !539)
!553 = !DILocation(line: 64, column: 90, scope: !539)
!554 = !DILocation(line: 64, column: 80, scope: !539)
!555 = !DILocation(line: 64, column: 51, scope: !539)
!556 = distinct !DISubprogram(name: "mixed_step", scope: !1, file: !1, line: 66, type: !557, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!557 = !DISubroutineType(types: !558)
!558 = !{!184, !184, !18}
!559 = !DILocalVariable(name: "m", arg: 1, scope: !556, file: !1, line: 66, type: !184)
!560 = !DILocation(line: 66, column: 45, scope: !556)
!561 = !DILocalVariable(name: "k", arg: 2, scope: !556, file: !1, line: 66, type: !18)
!562 = !DILocation(line: 66, column: 52, scope: !556)
!563 = !DILocation(line: 67, column: 20, scope: !556)
!564 = !DILocation(line: 67, column: 18, scope: !556)
!565 = !DILocation(line: 67, column: 24, scope: !556)
!566 = !DILocation(line: 67, column: 22, scope: !556)
!567 = !DILocation(line: 67, column: 11, scope: !556)
!568 = !DILocation(line: 67, column: 7, scope: !556)
!569 = !DILocation(line: 67, column: 9, scope: !556)
!570 = !DILocation(line: 68, column: 21, scope: !556)
!571 = !DILocation(line: 68, column: 19, scope: !556)
!572 = !DILocation(line: 68, column: 23, scope: !556)
!573 = !DILocation(line: 68, column: 29, scope: !556)
!574 = !DILocation(line: 68, column: 27, scope: !556)
!575 = !DILocation(line: 68, column: 11, scope: !556)
!576 = !DILocation(line: 68, column: 7, scope: !556)
!577 = !DILocation(line: 68, column: 9, scope: !556)
!578 = !DILocation(line: 69, column: 13, scope: !556)
!579 = !DILocation(line: 69, column: 15, scope: !556)
!580 = !DILocation(line: 69, column: 21, scope: !556)
!581 = !DILocation(line: 69, column: 19, scope: !556)
!582 = !DILocation(line: 69, column: 7, scope: !556)
!583 = !DILocation(line: 69, column: 9, scope: !556)
!584 = !DILocation(line: 70, column: 13, scope: !556)
!585 = !DILocation(line: 70, column: 15, scope: !556)
!586 = !DILocation(line: 70, column: 21, scope: !556)
!587 = !DILocation(line: 70, column: 19, scope: !556)
!588 = !DILocation(line: 70, column: 7, scope: !556)
!589 = !DILocation(line: 70, column: 9, scope: !556)
!590 = !DILocation(line: 71, column: 13, scope: !556)
!591 = !DILocation(line: 71, column: 31, scope: !556)
!592 = !DILocation(line: 71, column: 24, scope: !556)
!593 = !DILocation(line: 71, column: 22, scope: !556)
!594 = !DILocation(line: 71, column: 7, scope: !556)
!595 = !DILocation(line: 71, column: 9, scope: !556)
!596 = !DILocation(line: 72, column: 13, scope: !556)
!597 = !DILocation(line: 72, column: 15, scope: !556)
!598 = !DILocation(line: 72, column: 21, scope: !556)
!599 = !DILocation(line: 72, column: 19, scope: !556)
!600 = !DILocation(line: 72, column: 7, scope: !556)
!601 = !DILocation(line: 72, column: 9, scope: !556)
!602 = !DILocation(line: 73, column: 12, scope: !556)
!603 = !DILocation(line: 73, column: 5, scope: !556)
!604 = distinct !DISubprogram(name: "print_mixed", scope: !1, file: !1, line: 76, type: !605, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!605 = !DISubroutineType(types: !606)
!606 = !{null, !607, !184}
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !608, size: 64)
!608 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!609 = !DILocalVariable(name: "lbl", arg: 1, scope: !604, file: !1, line: 76, type: !607)
!610 = !DILocation(line: 76, column: 37, scope: !604)
!611 = !DILocalVariable(name: "m", arg: 2, scope: !604, file: !1, line: 76, type: !184)
!612 = !DILocation(line: 76, column: 55, scope: !604)
!613 = !DILocation(line: 77, column: 56, scope: !604)
!614 = !DILocation(line: 77, column: 63, scope: !604)
!615 = !DILocation(line: 77, column: 61, scope: !604)
!616 = !DILocation(line: 77, column: 68, scope: !604)
!617 = !DILocation(line: 77, column: 66, scope: !604)
!618 = !DILocation(line: 77, column: 73, scope: !604)
!619 = !DILocation(line: 77, column: 78, scope: !604)
!620 = !DILocation(line: 77, column: 83, scope: !604)
!621 = !DILocation(line: 77, column: 81, scope: !604)
!622 = !DILocation(line: 77, column: 88, scope: !604)
!623 = !DILocation(line: 77, column: 5, scope: !604)
!624 = !DILocation(line: 78, column: 1, scope: !604)
