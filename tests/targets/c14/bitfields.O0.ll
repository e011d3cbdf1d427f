; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.packed = type { i32 }
%struct.header = type { i64 }
%struct.wide = type { [9 x i8], i8, [6 x i8] }
%struct.mixed = type { i8, [3 x i8], i16, [2 x i8] }

@.str = private unnamed_addr constant [49 x i8] c"sizeof packed=%zu header=%zu wide=%zu mixed=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"raw layout %08x\0A\00", align 1
@__const.main.h = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 84, i8 0, i8 -36, i8 5, i8 -17, i8 -66, i8 -110, i8 38 }, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"header:\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.4 = private unnamed_addr constant [50 x i8] c"\0Aversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"len=%u frag=%u\0A\00", align 1
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [6 x i8] } { i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [6 x i8] undef }, align 8
@.str.6 = private unnamed_addr constant [32 x i8] c"lo=%llu hi=%llu small=%d ch=%u\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"lo=%llu small=%d ch=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"wide loop sum=%llu lo=%llu hi=%llu\0A\00", align 1
@__const.main.m = private unnamed_addr constant { i8, i8, i8, i8, i16, [2 x i8] } { i8 113, i8 0, i8 -2, i8 7, i16 -3, [2 x i8] undef }, align 4
@.str.9 = private unnamed_addr constant [19 x i8] c"mixed %c %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"array total=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [31 x i8] c"a=%u b=%u c=%d d=%u e=%d f=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.packed, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.packed, align 4
  %6 = alloca %struct.header, align 4
  %7 = alloca [8 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca %struct.wide, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.mixed, align 4
  %13 = alloca [4 x %struct.packed], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.packed* %2, metadata !19, metadata !DIExpression()), !dbg !28
  %17 = bitcast %struct.packed* %2 to i8*, !dbg !29
  call void @llvm.memset.p0i8.i64(i8* align 4 %17, i8 0, i64 4, i1 false), !dbg !29
  call void @dump(%struct.packed* noundef %2), !dbg !30
  %18 = bitcast %struct.packed* %2 to i32*, !dbg !31
  %19 = load i32, i32* %18, align 4, !dbg !32
  %20 = and i32 %19, -8, !dbg !32
  %21 = or i32 %20, 5, !dbg !32
  store i32 %21, i32* %18, align 4, !dbg !32
  %22 = bitcast %struct.packed* %2 to i32*, !dbg !33
  %23 = load i32, i32* %22, align 4, !dbg !34
  %24 = and i32 %23, -249, !dbg !34
  %25 = or i32 %24, 248, !dbg !34
  store i32 %25, i32* %22, align 4, !dbg !34
  %26 = bitcast %struct.packed* %2 to i32*, !dbg !35
  %27 = load i32, i32* %26, align 4, !dbg !36
  %28 = and i32 %27, -3841, !dbg !36
  %29 = or i32 %28, 2048, !dbg !36
  store i32 %29, i32* %26, align 4, !dbg !36
  %30 = bitcast %struct.packed* %2 to i32*, !dbg !37
  %31 = load i32, i32* %30, align 4, !dbg !38
  %32 = and i32 %31, -4097, !dbg !38
  %33 = or i32 %32, 4096, !dbg !38
  store i32 %33, i32* %30, align 4, !dbg !38
  %34 = bitcast %struct.packed* %2 to i32*, !dbg !39
  %35 = load i32, i32* %34, align 4, !dbg !40
  %36 = and i32 %35, -1040385, !dbg !40
  %37 = or i32 %36, 524288, !dbg !40
  store i32 %37, i32* %34, align 4, !dbg !40
  %38 = bitcast %struct.packed* %2 to i32*, !dbg !41
  %39 = load i32, i32* %38, align 4, !dbg !42
  %40 = and i32 %39, 1048575, !dbg !42
  %41 = or i32 %40, -1048576, !dbg !42
  store i32 %41, i32* %38, align 4, !dbg !42
  call void @dump(%struct.packed* noundef %2), !dbg !43
  %42 = bitcast %struct.packed* %2 to i32*, !dbg !44
  %43 = load i32, i32* %42, align 4, !dbg !45
  %44 = and i32 %43, 7, !dbg !45
  %45 = add i32 %44, 1, !dbg !45
  %46 = load i32, i32* %42, align 4, !dbg !45
  %47 = and i32 %45, 7, !dbg !45
  %48 = and i32 %46, -8, !dbg !45
  %49 = or i32 %48, %47, !dbg !45
  store i32 %49, i32* %42, align 4, !dbg !45
  %50 = bitcast %struct.packed* %2 to i32*, !dbg !46
  %51 = load i32, i32* %50, align 4, !dbg !47
  %52 = lshr i32 %51, 3, !dbg !47
  %53 = and i32 %52, 31, !dbg !47
  %54 = add i32 %53, 1, !dbg !47
  %55 = load i32, i32* %50, align 4, !dbg !47
  %56 = and i32 %54, 31, !dbg !47
  %57 = shl i32 %56, 3, !dbg !47
  %58 = and i32 %55, -249, !dbg !47
  %59 = or i32 %58, %57, !dbg !47
  store i32 %59, i32* %50, align 4, !dbg !47
  %60 = bitcast %struct.packed* %2 to i32*, !dbg !48
  %61 = load i32, i32* %60, align 4, !dbg !49
  %62 = and i32 %61, -3841, !dbg !49
  %63 = or i32 %62, 1792, !dbg !49
  store i32 %63, i32* %60, align 4, !dbg !49
  %64 = bitcast %struct.packed* %2 to i32*, !dbg !50
  %65 = load i32, i32* %64, align 4, !dbg !51
  %66 = and i32 %65, -4097, !dbg !51
  %67 = or i32 %66, 0, !dbg !51
  store i32 %67, i32* %64, align 4, !dbg !51
  %68 = bitcast %struct.packed* %2 to i32*, !dbg !52
  %69 = load i32, i32* %68, align 4, !dbg !53
  %70 = and i32 %69, -1040385, !dbg !53
  %71 = or i32 %70, 516096, !dbg !53
  store i32 %71, i32* %68, align 4, !dbg !53
  %72 = bitcast %struct.packed* %2 to i32*, !dbg !54
  %73 = load i32, i32* %72, align 4, !dbg !55
  %74 = lshr i32 %73, 20, !dbg !55
  %75 = add nsw i32 %74, 2, !dbg !55
  %76 = load i32, i32* %72, align 4, !dbg !55
  %77 = and i32 %75, 4095, !dbg !55
  %78 = shl i32 %77, 20, !dbg !55
  %79 = and i32 %76, 1048575, !dbg !55
  %80 = or i32 %79, %78, !dbg !55
  store i32 %80, i32* %72, align 4, !dbg !55
  call void @dump(%struct.packed* noundef %2), !dbg !56
  call void @llvm.dbg.declare(metadata i32* %3, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %3, align 4, !dbg !59
  br label %81, !dbg !60

81:                                               ; preds = %150, %0
  %82 = load i32, i32* %3, align 4, !dbg !61
  %83 = icmp slt i32 %82, 20, !dbg !63
  br i1 %83, label %84, label %153, !dbg !64

84:                                               ; preds = %81
  %85 = bitcast %struct.packed* %2 to i32*, !dbg !65
  %86 = load i32, i32* %85, align 4, !dbg !67
  %87 = and i32 %86, 7, !dbg !67
  %88 = add nsw i32 %87, 3, !dbg !67
  %89 = load i32, i32* %85, align 4, !dbg !67
  %90 = and i32 %88, 7, !dbg !67
  %91 = and i32 %89, -8, !dbg !67
  %92 = or i32 %91, %90, !dbg !67
  store i32 %92, i32* %85, align 4, !dbg !67
  %93 = bitcast %struct.packed* %2 to i32*, !dbg !68
  %94 = load i32, i32* %93, align 4, !dbg !68
  %95 = lshr i32 %94, 3, !dbg !68
  %96 = and i32 %95, 31, !dbg !68
  %97 = mul nsw i32 %96, 7, !dbg !69
  %98 = add nsw i32 %97, 1, !dbg !70
  %99 = and i32 %98, 31, !dbg !71
  %100 = bitcast %struct.packed* %2 to i32*, !dbg !72
  %101 = load i32, i32* %100, align 4, !dbg !73
  %102 = and i32 %99, 31, !dbg !73
  %103 = shl i32 %102, 3, !dbg !73
  %104 = and i32 %101, -249, !dbg !73
  %105 = or i32 %104, %103, !dbg !73
  store i32 %105, i32* %100, align 4, !dbg !73
  %106 = load i32, i32* %3, align 4, !dbg !74
  %107 = srem i32 %106, 16, !dbg !75
  %108 = sub nsw i32 %107, 8, !dbg !76
  %109 = trunc i32 %108 to i8, !dbg !77
  %110 = sext i8 %109 to i32, !dbg !77
  %111 = bitcast %struct.packed* %2 to i32*, !dbg !78
  %112 = load i32, i32* %111, align 4, !dbg !79
  %113 = and i32 %110, 15, !dbg !79
  %114 = shl i32 %113, 8, !dbg !79
  %115 = and i32 %112, -3841, !dbg !79
  %116 = or i32 %115, %114, !dbg !79
  store i32 %116, i32* %111, align 4, !dbg !79
  %117 = shl i32 %113, 28, !dbg !79
  %118 = ashr i32 %117, 28, !dbg !79
  %119 = load i32, i32* %3, align 4, !dbg !80
  %120 = mul nsw i32 %119, 5, !dbg !81
  %121 = sub nsw i32 %120, 50, !dbg !82
  %122 = trunc i32 %121 to i8, !dbg !83
  %123 = sext i8 %122 to i32, !dbg !83
  %124 = bitcast %struct.packed* %2 to i32*, !dbg !84
  %125 = load i32, i32* %124, align 4, !dbg !85
  %126 = and i32 %123, 127, !dbg !85
  %127 = shl i32 %126, 13, !dbg !85
  %128 = and i32 %125, -1040385, !dbg !85
  %129 = or i32 %128, %127, !dbg !85
  store i32 %129, i32* %124, align 4, !dbg !85
  %130 = shl i32 %126, 25, !dbg !85
  %131 = ashr i32 %130, 25, !dbg !85
  %132 = bitcast %struct.packed* %2 to i32*, !dbg !86
  %133 = load i32, i32* %132, align 4, !dbg !86
  %134 = lshr i32 %133, 20, !dbg !86
  %135 = mul nsw i32 %134, 33, !dbg !87
  %136 = load i32, i32* %3, align 4, !dbg !88
  %137 = add nsw i32 %135, %136, !dbg !89
  %138 = and i32 %137, 4095, !dbg !90
  %139 = bitcast %struct.packed* %2 to i32*, !dbg !91
  %140 = load i32, i32* %139, align 4, !dbg !92
  %141 = and i32 %138, 4095, !dbg !92
  %142 = shl i32 %141, 20, !dbg !92
  %143 = and i32 %140, 1048575, !dbg !92
  %144 = or i32 %143, %142, !dbg !92
  store i32 %144, i32* %139, align 4, !dbg !92
  %145 = load i32, i32* %3, align 4, !dbg !93
  %146 = srem i32 %145, 4, !dbg !95
  %147 = icmp eq i32 %146, 0, !dbg !96
  br i1 %147, label %148, label %149, !dbg !97

148:                                              ; preds = %84
  call void @dump(%struct.packed* noundef %2), !dbg !98
  br label %149, !dbg !98

149:                                              ; preds = %148, %84
  br label %150, !dbg !99

150:                                              ; preds = %149
  %151 = load i32, i32* %3, align 4, !dbg !100
  %152 = add nsw i32 %151, 1, !dbg !100
  store i32 %152, i32* %3, align 4, !dbg !100
  br label %81, !dbg !101, !llvm.loop !102

153:                                              ; preds = %81
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str, i64 0, i64 0), i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 8), !dbg !105
  call void @llvm.dbg.declare(metadata i32* %4, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata %struct.packed* %5, metadata !108, metadata !DIExpression()), !dbg !109
  %155 = bitcast %struct.packed* %5 to i8*, !dbg !110
  call void @llvm.memset.p0i8.i64(i8* align 4 %155, i8 0, i64 4, i1 false), !dbg !110
  %156 = bitcast %struct.packed* %5 to i32*, !dbg !111
  %157 = load i32, i32* %156, align 4, !dbg !112
  %158 = and i32 %157, -8, !dbg !112
  %159 = or i32 %158, 7, !dbg !112
  store i32 %159, i32* %156, align 4, !dbg !112
  %160 = bitcast %struct.packed* %5 to i32*, !dbg !113
  %161 = load i32, i32* %160, align 4, !dbg !114
  %162 = and i32 %161, -3841, !dbg !114
  %163 = or i32 %162, 3840, !dbg !114
  store i32 %163, i32* %160, align 4, !dbg !114
  %164 = bitcast i32* %4 to i8*, !dbg !115
  %165 = bitcast %struct.packed* %5 to i8*, !dbg !115
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %164, i8* align 4 %165, i64 4, i1 false), !dbg !115
  %166 = load i32, i32* %4, align 4, !dbg !116
  %167 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %166), !dbg !117
  call void @llvm.dbg.declare(metadata %struct.header* %6, metadata !118, metadata !DIExpression()), !dbg !128
  %168 = bitcast %struct.header* %6 to i8*, !dbg !128
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %168, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8 }* @__const.main.h, i32 0, i32 0), i64 8, i1 false), !dbg !128
  call void @llvm.dbg.declare(metadata [8 x i8]* %7, metadata !129, metadata !DIExpression()), !dbg !134
  %169 = getelementptr inbounds [8 x i8], [8 x i8]* %7, i64 0, i64 0, !dbg !135
  %170 = bitcast %struct.header* %6 to i8*, !dbg !135
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %169, i8* align 4 %170, i64 8, i1 false), !dbg !135
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0)), !dbg !136
  call void @llvm.dbg.declare(metadata i32* %8, metadata !137, metadata !DIExpression()), !dbg !139
  store i32 0, i32* %8, align 4, !dbg !139
  br label %172, !dbg !140

172:                                              ; preds = %183, %153
  %173 = load i32, i32* %8, align 4, !dbg !141
  %174 = zext i32 %173 to i64, !dbg !141
  %175 = icmp ult i64 %174, 8, !dbg !143
  br i1 %175, label %176, label %186, !dbg !144

176:                                              ; preds = %172
  %177 = load i32, i32* %8, align 4, !dbg !145
  %178 = zext i32 %177 to i64, !dbg !146
  %179 = getelementptr inbounds [8 x i8], [8 x i8]* %7, i64 0, i64 %178, !dbg !146
  %180 = load i8, i8* %179, align 1, !dbg !146
  %181 = zext i8 %180 to i32, !dbg !146
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef %181), !dbg !147
  br label %183, !dbg !147

183:                                              ; preds = %176
  %184 = load i32, i32* %8, align 4, !dbg !148
  %185 = add i32 %184, 1, !dbg !148
  store i32 %185, i32* %8, align 4, !dbg !148
  br label %172, !dbg !149, !llvm.loop !150

186:                                              ; preds = %172
  %187 = bitcast %struct.header* %6 to i64*, !dbg !152
  %188 = load i64, i64* %187, align 4, !dbg !152
  %189 = and i64 %188, 15, !dbg !152
  %190 = trunc i64 %189 to i32, !dbg !152
  %191 = bitcast %struct.header* %6 to i64*, !dbg !153
  %192 = load i64, i64* %191, align 4, !dbg !153
  %193 = lshr i64 %192, 4, !dbg !153
  %194 = and i64 %193, 15, !dbg !153
  %195 = trunc i64 %194 to i32, !dbg !153
  %196 = bitcast %struct.header* %6 to i64*, !dbg !154
  %197 = load i64, i64* %196, align 4, !dbg !154
  %198 = lshr i64 %197, 16, !dbg !154
  %199 = and i64 %198, 65535, !dbg !154
  %200 = trunc i64 %199 to i32, !dbg !154
  %201 = bitcast %struct.header* %6 to i64*, !dbg !155
  %202 = load i64, i64* %201, align 4, !dbg !155
  %203 = lshr i64 %202, 32, !dbg !155
  %204 = and i64 %203, 65535, !dbg !155
  %205 = trunc i64 %204 to i32, !dbg !155
  %206 = bitcast %struct.header* %6 to i64*, !dbg !156
  %207 = load i64, i64* %206, align 4, !dbg !156
  %208 = lshr i64 %207, 48, !dbg !156
  %209 = and i64 %208, 7, !dbg !156
  %210 = trunc i64 %209 to i32, !dbg !156
  %211 = bitcast %struct.header* %6 to i64*, !dbg !157
  %212 = load i64, i64* %211, align 4, !dbg !157
  %213 = lshr i64 %212, 51, !dbg !157
  %214 = trunc i64 %213 to i32, !dbg !157
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i64 0, i64 0), i32 noundef %190, i32 noundef %195, i32 noundef %200, i32 noundef %205, i32 noundef %210, i32 noundef %214), !dbg !158
  %216 = bitcast %struct.header* %6 to i64*, !dbg !159
  %217 = load i64, i64* %216, align 4, !dbg !160
  %218 = lshr i64 %217, 16, !dbg !160
  %219 = and i64 %218, 65535, !dbg !160
  %220 = trunc i64 %219 to i32, !dbg !160
  %221 = sub nsw i32 %220, 1501, !dbg !160
  %222 = zext i32 %221 to i64, !dbg !160
  %223 = load i64, i64* %216, align 4, !dbg !160
  %224 = and i64 %222, 65535, !dbg !160
  %225 = shl i64 %224, 16, !dbg !160
  %226 = and i64 %223, -4294901761, !dbg !160
  %227 = or i64 %226, %225, !dbg !160
  store i64 %227, i64* %216, align 4, !dbg !160
  %228 = trunc i64 %224 to i32, !dbg !160
  %229 = bitcast %struct.header* %6 to i64*, !dbg !161
  %230 = load i64, i64* %229, align 4, !dbg !161
  %231 = lshr i64 %230, 51, !dbg !161
  %232 = trunc i64 %231 to i32, !dbg !161
  %233 = mul nsw i32 %232, 9, !dbg !162
  %234 = bitcast %struct.header* %6 to i64*, !dbg !163
  %235 = zext i32 %233 to i64, !dbg !164
  %236 = load i64, i64* %234, align 4, !dbg !164
  %237 = and i64 %235, 8191, !dbg !164
  %238 = shl i64 %237, 51, !dbg !164
  %239 = and i64 %236, 2251799813685247, !dbg !164
  %240 = or i64 %239, %238, !dbg !164
  store i64 %240, i64* %234, align 4, !dbg !164
  %241 = trunc i64 %237 to i32, !dbg !164
  %242 = bitcast %struct.header* %6 to i64*, !dbg !165
  %243 = load i64, i64* %242, align 4, !dbg !165
  %244 = lshr i64 %243, 16, !dbg !165
  %245 = and i64 %244, 65535, !dbg !165
  %246 = trunc i64 %245 to i32, !dbg !165
  %247 = bitcast %struct.header* %6 to i64*, !dbg !166
  %248 = load i64, i64* %247, align 4, !dbg !166
  %249 = lshr i64 %248, 51, !dbg !166
  %250 = trunc i64 %249 to i32, !dbg !166
  %251 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %246, i32 noundef %250), !dbg !167
  call void @llvm.dbg.declare(metadata %struct.wide* %9, metadata !168, metadata !DIExpression()), !dbg !175
  %252 = bitcast %struct.wide* %9 to i8*, !dbg !175
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %252, i8* align 8 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [6 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [6 x i8] }* @__const.main.w, i32 0, i32 0), i64 16, i1 false), !dbg !175
  %253 = bitcast %struct.wide* %9 to i72*, !dbg !176
  %254 = load i72, i72* %253, align 8, !dbg !177
  %255 = and i72 %254, -1099511627776, !dbg !177
  %256 = or i72 %255, 1099511627775, !dbg !177
  store i72 %256, i72* %253, align 8, !dbg !177
  %257 = bitcast %struct.wide* %9 to i72*, !dbg !178
  %258 = load i72, i72* %257, align 8, !dbg !179
  %259 = and i72 %258, -18446742974197923841, !dbg !179
  %260 = or i72 %259, 12379813733990400000, !dbg !179
  store i72 %260, i72* %257, align 8, !dbg !179
  %261 = bitcast %struct.wide* %9 to i72*, !dbg !180
  %262 = load i72, i72* %261, align 8, !dbg !181
  %263 = and i72 %262, -55340232221128654849, !dbg !181
  %264 = or i72 %263, 36893488147419103232, !dbg !181
  store i72 %264, i72* %261, align 8, !dbg !181
  %265 = getelementptr inbounds %struct.wide, %struct.wide* %9, i32 0, i32 1, !dbg !182
  %266 = load i8, i8* %265, align 1, !dbg !183
  %267 = and i8 %266, -128, !dbg !183
  %268 = or i8 %267, 100, !dbg !183
  store i8 %268, i8* %265, align 1, !dbg !183
  %269 = bitcast %struct.wide* %9 to i72*, !dbg !184
  %270 = load i72, i72* %269, align 8, !dbg !184
  %271 = and i72 %270, 1099511627775, !dbg !184
  %272 = trunc i72 %271 to i64, !dbg !184
  %273 = bitcast %struct.wide* %9 to i72*, !dbg !185
  %274 = load i72, i72* %273, align 8, !dbg !185
  %275 = lshr i72 %274, 40, !dbg !185
  %276 = and i72 %275, 16777215, !dbg !185
  %277 = trunc i72 %276 to i64, !dbg !185
  %278 = bitcast %struct.wide* %9 to i72*, !dbg !186
  %279 = load i72, i72* %278, align 8, !dbg !186
  %280 = shl i72 %279, 6, !dbg !186
  %281 = ashr i72 %280, 70, !dbg !186
  %282 = trunc i72 %281 to i32, !dbg !186
  %283 = getelementptr inbounds %struct.wide, %struct.wide* %9, i32 0, i32 1, !dbg !187
  %284 = load i8, i8* %283, align 1, !dbg !187
  %285 = and i8 %284, 127, !dbg !187
  %286 = zext i8 %285 to i32, !dbg !188
  %287 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i64 noundef %272, i64 noundef %277, i32 noundef %282, i32 noundef %286), !dbg !189
  %288 = bitcast %struct.wide* %9 to i72*, !dbg !190
  %289 = load i72, i72* %288, align 8, !dbg !191
  %290 = and i72 %289, 1099511627775, !dbg !191
  %291 = trunc i72 %290 to i64, !dbg !191
  %292 = add i64 %291, 1, !dbg !191
  %293 = zext i64 %292 to i72, !dbg !191
  %294 = load i72, i72* %288, align 8, !dbg !191
  %295 = and i72 %293, 1099511627775, !dbg !191
  %296 = and i72 %294, -1099511627776, !dbg !191
  %297 = or i72 %296, %295, !dbg !191
  store i72 %297, i72* %288, align 8, !dbg !191
  %298 = trunc i72 %295 to i64, !dbg !191
  %299 = bitcast %struct.wide* %9 to i72*, !dbg !192
  %300 = load i72, i72* %299, align 8, !dbg !193
  %301 = shl i72 %300, 6, !dbg !193
  %302 = ashr i72 %301, 70, !dbg !193
  %303 = trunc i72 %302 to i32, !dbg !193
  %304 = add nsw i32 %303, 1, !dbg !193
  %305 = zext i32 %304 to i72, !dbg !193
  %306 = load i72, i72* %299, align 8, !dbg !193
  %307 = and i72 %305, 3, !dbg !193
  %308 = shl i72 %307, 64, !dbg !193
  %309 = and i72 %306, -55340232221128654849, !dbg !193
  %310 = or i72 %309, %308, !dbg !193
  store i72 %310, i72* %299, align 8, !dbg !193
  %311 = shl i72 %307, 70, !dbg !193
  %312 = ashr i72 %311, 70, !dbg !193
  %313 = trunc i72 %312 to i32, !dbg !193
  %314 = getelementptr inbounds %struct.wide, %struct.wide* %9, i32 0, i32 1, !dbg !194
  %315 = load i8, i8* %314, align 1, !dbg !195
  %316 = and i8 %315, 127, !dbg !195
  %317 = zext i8 %316 to i32, !dbg !195
  %318 = add nsw i32 %317, 30, !dbg !195
  %319 = trunc i32 %318 to i8, !dbg !195
  %320 = load i8, i8* %314, align 1, !dbg !195
  %321 = and i8 %319, 127, !dbg !195
  %322 = and i8 %320, -128, !dbg !195
  %323 = or i8 %322, %321, !dbg !195
  store i8 %323, i8* %314, align 1, !dbg !195
  %324 = bitcast %struct.wide* %9 to i72*, !dbg !196
  %325 = load i72, i72* %324, align 8, !dbg !196
  %326 = and i72 %325, 1099511627775, !dbg !196
  %327 = trunc i72 %326 to i64, !dbg !196
  %328 = bitcast %struct.wide* %9 to i72*, !dbg !197
  %329 = load i72, i72* %328, align 8, !dbg !197
  %330 = shl i72 %329, 6, !dbg !197
  %331 = ashr i72 %330, 70, !dbg !197
  %332 = trunc i72 %331 to i32, !dbg !197
  %333 = getelementptr inbounds %struct.wide, %struct.wide* %9, i32 0, i32 1, !dbg !198
  %334 = load i8, i8* %333, align 1, !dbg !198
  %335 = and i8 %334, 127, !dbg !198
  %336 = zext i8 %335 to i32, !dbg !199
  %337 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0), i64 noundef %327, i32 noundef %332, i32 noundef %336), !dbg !200
  call void @llvm.dbg.declare(metadata i64* %10, metadata !201, metadata !DIExpression()), !dbg !202
  store i64 0, i64* %10, align 8, !dbg !202
  call void @llvm.dbg.declare(metadata i32* %11, metadata !203, metadata !DIExpression()), !dbg !205
  store i32 0, i32* %11, align 4, !dbg !205
  br label %338, !dbg !206

338:                                              ; preds = %384, %186
  %339 = load i32, i32* %11, align 4, !dbg !207
  %340 = icmp slt i32 %339, 100, !dbg !209
  br i1 %340, label %341, label %387, !dbg !210

341:                                              ; preds = %338
  %342 = bitcast %struct.wide* %9 to i72*, !dbg !211
  %343 = load i72, i72* %342, align 8, !dbg !211
  %344 = and i72 %343, 1099511627775, !dbg !211
  %345 = trunc i72 %344 to i64, !dbg !211
  %346 = mul i64 %345, 3, !dbg !213
  %347 = add i64 %346, 7, !dbg !214
  %348 = bitcast %struct.wide* %9 to i72*, !dbg !215
  %349 = zext i64 %347 to i72, !dbg !216
  %350 = load i72, i72* %348, align 8, !dbg !216
  %351 = and i72 %349, 1099511627775, !dbg !216
  %352 = and i72 %350, -1099511627776, !dbg !216
  %353 = or i72 %352, %351, !dbg !216
  store i72 %353, i72* %348, align 8, !dbg !216
  %354 = trunc i72 %351 to i64, !dbg !216
  %355 = bitcast %struct.wide* %9 to i72*, !dbg !217
  %356 = load i72, i72* %355, align 8, !dbg !217
  %357 = and i72 %356, 1099511627775, !dbg !217
  %358 = trunc i72 %357 to i64, !dbg !217
  %359 = bitcast %struct.wide* %9 to i72*, !dbg !218
  %360 = load i72, i72* %359, align 8, !dbg !219
  %361 = lshr i72 %360, 40, !dbg !219
  %362 = and i72 %361, 16777215, !dbg !219
  %363 = trunc i72 %362 to i64, !dbg !219
  %364 = xor i64 %363, %358, !dbg !219
  %365 = zext i64 %364 to i72, !dbg !219
  %366 = load i72, i72* %359, align 8, !dbg !219
  %367 = and i72 %365, 16777215, !dbg !219
  %368 = shl i72 %367, 40, !dbg !219
  %369 = and i72 %366, -18446742974197923841, !dbg !219
  %370 = or i72 %369, %368, !dbg !219
  store i72 %370, i72* %359, align 8, !dbg !219
  %371 = trunc i72 %367 to i64, !dbg !219
  %372 = bitcast %struct.wide* %9 to i72*, !dbg !220
  %373 = load i72, i72* %372, align 8, !dbg !220
  %374 = and i72 %373, 1099511627775, !dbg !220
  %375 = trunc i72 %374 to i64, !dbg !220
  %376 = bitcast %struct.wide* %9 to i72*, !dbg !221
  %377 = load i72, i72* %376, align 8, !dbg !221
  %378 = lshr i72 %377, 40, !dbg !221
  %379 = and i72 %378, 16777215, !dbg !221
  %380 = trunc i72 %379 to i64, !dbg !221
  %381 = add i64 %375, %380, !dbg !222
  %382 = load i64, i64* %10, align 8, !dbg !223
  %383 = add i64 %382, %381, !dbg !223
  store i64 %383, i64* %10, align 8, !dbg !223
  br label %384, !dbg !224

384:                                              ; preds = %341
  %385 = load i32, i32* %11, align 4, !dbg !225
  %386 = add nsw i32 %385, 1, !dbg !225
  store i32 %386, i32* %11, align 4, !dbg !225
  br label %338, !dbg !226, !llvm.loop !227

387:                                              ; preds = %338
  %388 = load i64, i64* %10, align 8, !dbg !229
  %389 = bitcast %struct.wide* %9 to i72*, !dbg !230
  %390 = load i72, i72* %389, align 8, !dbg !230
  %391 = and i72 %390, 1099511627775, !dbg !230
  %392 = trunc i72 %391 to i64, !dbg !230
  %393 = bitcast %struct.wide* %9 to i72*, !dbg !231
  %394 = load i72, i72* %393, align 8, !dbg !231
  %395 = lshr i72 %394, 40, !dbg !231
  %396 = and i72 %395, 16777215, !dbg !231
  %397 = trunc i72 %396 to i64, !dbg !231
  %398 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.8, i64 0, i64 0), i64 noundef %388, i64 noundef %392, i64 noundef %397), !dbg !232
  call void @llvm.dbg.declare(metadata %struct.mixed* %12, metadata !233, metadata !DIExpression()), !dbg !242
  %399 = bitcast %struct.mixed* %12 to i8*, !dbg !242
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %399, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8, i16, [2 x i8] }, { i8, i8, i8, i8, i16, [2 x i8] }* @__const.main.m, i32 0, i32 0), i64 8, i1 false), !dbg !242
  %400 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 0, !dbg !243
  %401 = load i8, i8* %400, align 4, !dbg !243
  %402 = sext i8 %401 to i32, !dbg !244
  %403 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !245
  %404 = bitcast [3 x i8]* %403 to i24*, !dbg !245
  %405 = load i24, i24* %404, align 1, !dbg !245
  %406 = shl i24 %405, 14, !dbg !245
  %407 = ashr i24 %406, 14, !dbg !245
  %408 = sext i24 %407 to i32, !dbg !245
  %409 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !246
  %410 = bitcast [3 x i8]* %409 to i24*, !dbg !246
  %411 = load i24, i24* %410, align 1, !dbg !246
  %412 = shl i24 %411, 4, !dbg !246
  %413 = ashr i24 %412, 14, !dbg !246
  %414 = sext i24 %413 to i32, !dbg !246
  %415 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 2, !dbg !247
  %416 = load i16, i16* %415, align 4, !dbg !247
  %417 = sext i16 %416 to i32, !dbg !248
  %418 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i64 0, i64 0), i32 noundef %402, i32 noundef %408, i32 noundef %414, i32 noundef %417), !dbg !249
  %419 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !250
  %420 = bitcast [3 x i8]* %419 to i24*, !dbg !250
  %421 = load i24, i24* %420, align 1, !dbg !250
  %422 = shl i24 %421, 14, !dbg !250
  %423 = ashr i24 %422, 14, !dbg !250
  %424 = sext i24 %423 to i32, !dbg !250
  %425 = add nsw i32 %424, 1000, !dbg !251
  %426 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !252
  %427 = bitcast [3 x i8]* %426 to i24*, !dbg !252
  %428 = trunc i32 %425 to i24, !dbg !253
  %429 = load i24, i24* %427, align 1, !dbg !253
  %430 = and i24 %428, 1023, !dbg !253
  %431 = and i24 %429, -1024, !dbg !253
  %432 = or i24 %431, %430, !dbg !253
  store i24 %432, i24* %427, align 1, !dbg !253
  %433 = shl i24 %430, 14, !dbg !253
  %434 = ashr i24 %433, 14, !dbg !253
  %435 = sext i24 %434 to i32, !dbg !253
  %436 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !254
  %437 = bitcast [3 x i8]* %436 to i24*, !dbg !254
  %438 = load i24, i24* %437, align 1, !dbg !254
  %439 = shl i24 %438, 4, !dbg !254
  %440 = ashr i24 %439, 14, !dbg !254
  %441 = sext i24 %440 to i32, !dbg !254
  %442 = sub nsw i32 0, %441, !dbg !255
  %443 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !256
  %444 = bitcast [3 x i8]* %443 to i24*, !dbg !256
  %445 = trunc i32 %442 to i24, !dbg !257
  %446 = load i24, i24* %444, align 1, !dbg !257
  %447 = and i24 %445, 1023, !dbg !257
  %448 = shl i24 %447, 10, !dbg !257
  %449 = and i24 %446, -1047553, !dbg !257
  %450 = or i24 %449, %448, !dbg !257
  store i24 %450, i24* %444, align 1, !dbg !257
  %451 = shl i24 %447, 14, !dbg !257
  %452 = ashr i24 %451, 14, !dbg !257
  %453 = sext i24 %452 to i32, !dbg !257
  %454 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 0, !dbg !258
  %455 = load i8, i8* %454, align 4, !dbg !258
  %456 = sext i8 %455 to i32, !dbg !259
  %457 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !260
  %458 = bitcast [3 x i8]* %457 to i24*, !dbg !260
  %459 = load i24, i24* %458, align 1, !dbg !260
  %460 = shl i24 %459, 14, !dbg !260
  %461 = ashr i24 %460, 14, !dbg !260
  %462 = sext i24 %461 to i32, !dbg !260
  %463 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 1, !dbg !261
  %464 = bitcast [3 x i8]* %463 to i24*, !dbg !261
  %465 = load i24, i24* %464, align 1, !dbg !261
  %466 = shl i24 %465, 4, !dbg !261
  %467 = ashr i24 %466, 14, !dbg !261
  %468 = sext i24 %467 to i32, !dbg !261
  %469 = getelementptr inbounds %struct.mixed, %struct.mixed* %12, i32 0, i32 2, !dbg !262
  %470 = load i16, i16* %469, align 4, !dbg !262
  %471 = sext i16 %470 to i32, !dbg !263
  %472 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i64 0, i64 0), i32 noundef %456, i32 noundef %462, i32 noundef %468, i32 noundef %471), !dbg !264
  call void @llvm.dbg.declare(metadata [4 x %struct.packed]* %13, metadata !265, metadata !DIExpression()), !dbg !269
  %473 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 0, !dbg !270
  %474 = bitcast %struct.packed* %473 to i8*, !dbg !270
  call void @llvm.memset.p0i8.i64(i8* align 16 %474, i8 0, i64 16, i1 false), !dbg !270
  call void @llvm.dbg.declare(metadata i32* %14, metadata !271, metadata !DIExpression()), !dbg !273
  store i32 0, i32* %14, align 4, !dbg !273
  br label %475, !dbg !274

475:                                              ; preds = %515, %387
  %476 = load i32, i32* %14, align 4, !dbg !275
  %477 = icmp slt i32 %476, 4, !dbg !277
  br i1 %477, label %478, label %518, !dbg !278

478:                                              ; preds = %475
  %479 = load i32, i32* %14, align 4, !dbg !279
  %480 = load i32, i32* %14, align 4, !dbg !281
  %481 = sext i32 %480 to i64, !dbg !282
  %482 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 %481, !dbg !282
  %483 = bitcast %struct.packed* %482 to i32*, !dbg !283
  %484 = load i32, i32* %483, align 4, !dbg !284
  %485 = and i32 %479, 7, !dbg !284
  %486 = and i32 %484, -8, !dbg !284
  %487 = or i32 %486, %485, !dbg !284
  store i32 %487, i32* %483, align 4, !dbg !284
  %488 = load i32, i32* %14, align 4, !dbg !285
  %489 = sub nsw i32 0, %488, !dbg !286
  %490 = mul nsw i32 %489, 10, !dbg !287
  %491 = trunc i32 %490 to i8, !dbg !288
  %492 = sext i8 %491 to i32, !dbg !288
  %493 = load i32, i32* %14, align 4, !dbg !289
  %494 = sext i32 %493 to i64, !dbg !290
  %495 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 %494, !dbg !290
  %496 = bitcast %struct.packed* %495 to i32*, !dbg !291
  %497 = load i32, i32* %496, align 4, !dbg !292
  %498 = and i32 %492, 127, !dbg !292
  %499 = shl i32 %498, 13, !dbg !292
  %500 = and i32 %497, -1040385, !dbg !292
  %501 = or i32 %500, %499, !dbg !292
  store i32 %501, i32* %496, align 4, !dbg !292
  %502 = shl i32 %498, 25, !dbg !292
  %503 = ashr i32 %502, 25, !dbg !292
  %504 = load i32, i32* %14, align 4, !dbg !293
  %505 = mul nsw i32 %504, 1000, !dbg !294
  %506 = load i32, i32* %14, align 4, !dbg !295
  %507 = sext i32 %506 to i64, !dbg !296
  %508 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 %507, !dbg !296
  %509 = bitcast %struct.packed* %508 to i32*, !dbg !297
  %510 = load i32, i32* %509, align 4, !dbg !298
  %511 = and i32 %505, 4095, !dbg !298
  %512 = shl i32 %511, 20, !dbg !298
  %513 = and i32 %510, 1048575, !dbg !298
  %514 = or i32 %513, %512, !dbg !298
  store i32 %514, i32* %509, align 4, !dbg !298
  br label %515, !dbg !299

515:                                              ; preds = %478
  %516 = load i32, i32* %14, align 4, !dbg !300
  %517 = add nsw i32 %516, 1, !dbg !300
  store i32 %517, i32* %14, align 4, !dbg !300
  br label %475, !dbg !301, !llvm.loop !302

518:                                              ; preds = %475
  call void @llvm.dbg.declare(metadata i32* %15, metadata !304, metadata !DIExpression()), !dbg !305
  store i32 0, i32* %15, align 4, !dbg !305
  call void @llvm.dbg.declare(metadata i32* %16, metadata !306, metadata !DIExpression()), !dbg !308
  store i32 0, i32* %16, align 4, !dbg !308
  br label %519, !dbg !309

519:                                              ; preds = %546, %518
  %520 = load i32, i32* %16, align 4, !dbg !310
  %521 = icmp slt i32 %520, 4, !dbg !312
  br i1 %521, label %522, label %549, !dbg !313

522:                                              ; preds = %519
  %523 = load i32, i32* %16, align 4, !dbg !314
  %524 = sext i32 %523 to i64, !dbg !315
  %525 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 %524, !dbg !315
  %526 = bitcast %struct.packed* %525 to i32*, !dbg !316
  %527 = load i32, i32* %526, align 4, !dbg !316
  %528 = and i32 %527, 7, !dbg !316
  %529 = load i32, i32* %16, align 4, !dbg !317
  %530 = sext i32 %529 to i64, !dbg !318
  %531 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 %530, !dbg !318
  %532 = bitcast %struct.packed* %531 to i32*, !dbg !319
  %533 = load i32, i32* %532, align 4, !dbg !319
  %534 = shl i32 %533, 12, !dbg !319
  %535 = ashr i32 %534, 25, !dbg !319
  %536 = add nsw i32 %528, %535, !dbg !320
  %537 = load i32, i32* %16, align 4, !dbg !321
  %538 = sext i32 %537 to i64, !dbg !322
  %539 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* %13, i64 0, i64 %538, !dbg !322
  %540 = bitcast %struct.packed* %539 to i32*, !dbg !323
  %541 = load i32, i32* %540, align 4, !dbg !323
  %542 = lshr i32 %541, 20, !dbg !323
  %543 = add nsw i32 %536, %542, !dbg !324
  %544 = load i32, i32* %15, align 4, !dbg !325
  %545 = add nsw i32 %544, %543, !dbg !325
  store i32 %545, i32* %15, align 4, !dbg !325
  br label %546, !dbg !326

546:                                              ; preds = %522
  %547 = load i32, i32* %16, align 4, !dbg !327
  %548 = add nsw i32 %547, 1, !dbg !327
  store i32 %548, i32* %16, align 4, !dbg !327
  br label %519, !dbg !328, !llvm.loop !329

549:                                              ; preds = %519
  %550 = load i32, i32* %15, align 4, !dbg !331
  %551 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i32 noundef %550), !dbg !332
  ret i32 0, !dbg !333
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(%struct.packed* noundef %0) #0 !dbg !334 {
  %2 = alloca %struct.packed*, align 8
  store %struct.packed* %0, %struct.packed** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.packed** %2, metadata !339, metadata !DIExpression()), !dbg !340
  %3 = load %struct.packed*, %struct.packed** %2, align 8, !dbg !341
  %4 = bitcast %struct.packed* %3 to i32*, !dbg !342
  %5 = load i32, i32* %4, align 4, !dbg !342
  %6 = and i32 %5, 7, !dbg !342
  %7 = load %struct.packed*, %struct.packed** %2, align 8, !dbg !343
  %8 = bitcast %struct.packed* %7 to i32*, !dbg !344
  %9 = load i32, i32* %8, align 4, !dbg !344
  %10 = lshr i32 %9, 3, !dbg !344
  %11 = and i32 %10, 31, !dbg !344
  %12 = load %struct.packed*, %struct.packed** %2, align 8, !dbg !345
  %13 = bitcast %struct.packed* %12 to i32*, !dbg !346
  %14 = load i32, i32* %13, align 4, !dbg !346
  %15 = shl i32 %14, 20, !dbg !346
  %16 = ashr i32 %15, 28, !dbg !346
  %17 = load %struct.packed*, %struct.packed** %2, align 8, !dbg !347
  %18 = bitcast %struct.packed* %17 to i32*, !dbg !348
  %19 = load i32, i32* %18, align 4, !dbg !348
  %20 = lshr i32 %19, 12, !dbg !348
  %21 = and i32 %20, 1, !dbg !348
  %22 = load %struct.packed*, %struct.packed** %2, align 8, !dbg !349
  %23 = bitcast %struct.packed* %22 to i32*, !dbg !350
  %24 = load i32, i32* %23, align 4, !dbg !350
  %25 = shl i32 %24, 12, !dbg !350
  %26 = ashr i32 %25, 25, !dbg !350
  %27 = load %struct.packed*, %struct.packed** %2, align 8, !dbg !351
  %28 = bitcast %struct.packed* %27 to i32*, !dbg !352
  %29 = load i32, i32* %28, align 4, !dbg !352
  %30 = lshr i32 %29, 20, !dbg !352
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.11, i64 0, i64 0), i32 noundef %6, i32 noundef %11, i32 noundef %16, i32 noundef %21, i32 noundef %26, i32 noundef %30), !dbg !353
  ret void, !dbg !354
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bitfields.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "f62859900f647cef3223d32fb579a3f1")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 43, type: !16, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6}
!18 = !{}
!19 = !DILocalVariable(name: "p", scope: !15, file: !1, line: 44, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !1, line: 6, size: 32, elements: !21)
!21 = !{!22, !23, !24, !25, !26, !27}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !20, file: !1, line: 7, baseType: !5, size: 3, flags: DIFlagBitField, extraData: i64 0)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !20, file: !1, line: 8, baseType: !5, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !20, file: !1, line: 9, baseType: !6, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !20, file: !1, line: 10, baseType: !5, size: 1, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !20, file: !1, line: 11, baseType: !6, size: 7, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !20, file: !1, line: 12, baseType: !5, size: 12, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!28 = !DILocation(line: 44, column: 19, scope: !15)
!29 = !DILocation(line: 45, column: 5, scope: !15)
!30 = !DILocation(line: 46, column: 5, scope: !15)
!31 = !DILocation(line: 47, column: 7, scope: !15)
!32 = !DILocation(line: 47, column: 9, scope: !15)
!33 = !DILocation(line: 48, column: 7, scope: !15)
!34 = !DILocation(line: 48, column: 9, scope: !15)
!35 = !DILocation(line: 49, column: 7, scope: !15)
!36 = !DILocation(line: 49, column: 9, scope: !15)
!37 = !DILocation(line: 50, column: 7, scope: !15)
!38 = !DILocation(line: 50, column: 9, scope: !15)
!39 = !DILocation(line: 51, column: 7, scope: !15)
!40 = !DILocation(line: 51, column: 9, scope: !15)
!41 = !DILocation(line: 52, column: 7, scope: !15)
!42 = !DILocation(line: 52, column: 9, scope: !15)
!43 = !DILocation(line: 53, column: 5, scope: !15)
!44 = !DILocation(line: 54, column: 7, scope: !15)
!45 = !DILocation(line: 54, column: 8, scope: !15)
!46 = !DILocation(line: 55, column: 7, scope: !15)
!47 = !DILocation(line: 55, column: 8, scope: !15)
!48 = !DILocation(line: 56, column: 7, scope: !15)
!49 = !DILocation(line: 56, column: 9, scope: !15)
!50 = !DILocation(line: 57, column: 7, scope: !15)
!51 = !DILocation(line: 57, column: 9, scope: !15)
!52 = !DILocation(line: 58, column: 7, scope: !15)
!53 = !DILocation(line: 58, column: 9, scope: !15)
!54 = !DILocation(line: 59, column: 7, scope: !15)
!55 = !DILocation(line: 59, column: 9, scope: !15)
!56 = !DILocation(line: 60, column: 5, scope: !15)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 61, type: !6)
!58 = distinct !DILexicalBlock(scope: !15, file: !1, line: 61, column: 5)
!59 = !DILocation(line: 61, column: 14, scope: !58)
!60 = !DILocation(line: 61, column: 10, scope: !58)
!61 = !DILocation(line: 61, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 61, column: 5)
!63 = !DILocation(line: 61, column: 23, scope: !62)
!64 = !DILocation(line: 61, column: 5, scope: !58)
!65 = !DILocation(line: 62, column: 11, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !1, line: 61, column: 34)
!67 = !DILocation(line: 62, column: 13, scope: !66)
!68 = !DILocation(line: 63, column: 18, scope: !66)
!69 = !DILocation(line: 63, column: 20, scope: !66)
!70 = !DILocation(line: 63, column: 24, scope: !66)
!71 = !DILocation(line: 63, column: 29, scope: !66)
!72 = !DILocation(line: 63, column: 11, scope: !66)
!73 = !DILocation(line: 63, column: 13, scope: !66)
!74 = !DILocation(line: 64, column: 29, scope: !66)
!75 = !DILocation(line: 64, column: 31, scope: !66)
!76 = !DILocation(line: 64, column: 36, scope: !66)
!77 = !DILocation(line: 64, column: 15, scope: !66)
!78 = !DILocation(line: 64, column: 11, scope: !66)
!79 = !DILocation(line: 64, column: 13, scope: !66)
!80 = !DILocation(line: 65, column: 29, scope: !66)
!81 = !DILocation(line: 65, column: 31, scope: !66)
!82 = !DILocation(line: 65, column: 35, scope: !66)
!83 = !DILocation(line: 65, column: 15, scope: !66)
!84 = !DILocation(line: 65, column: 11, scope: !66)
!85 = !DILocation(line: 65, column: 13, scope: !66)
!86 = !DILocation(line: 66, column: 18, scope: !66)
!87 = !DILocation(line: 66, column: 20, scope: !66)
!88 = !DILocation(line: 66, column: 27, scope: !66)
!89 = !DILocation(line: 66, column: 25, scope: !66)
!90 = !DILocation(line: 66, column: 30, scope: !66)
!91 = !DILocation(line: 66, column: 11, scope: !66)
!92 = !DILocation(line: 66, column: 13, scope: !66)
!93 = !DILocation(line: 67, column: 13, scope: !94)
!94 = distinct !DILexicalBlock(scope: !66, file: !1, line: 67, column: 13)
!95 = !DILocation(line: 67, column: 15, scope: !94)
!96 = !DILocation(line: 67, column: 19, scope: !94)
!97 = !DILocation(line: 67, column: 13, scope: !66)
!98 = !DILocation(line: 68, column: 13, scope: !94)
!99 = !DILocation(line: 69, column: 5, scope: !66)
!100 = !DILocation(line: 61, column: 30, scope: !62)
!101 = !DILocation(line: 61, column: 5, scope: !62)
!102 = distinct !{!102, !64, !103, !104}
!103 = !DILocation(line: 69, column: 5, scope: !58)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 70, column: 5, scope: !15)
!106 = !DILocalVariable(name: "raw", scope: !15, file: !1, line: 72, type: !5)
!107 = !DILocation(line: 72, column: 14, scope: !15)
!108 = !DILocalVariable(name: "q", scope: !15, file: !1, line: 73, type: !20)
!109 = !DILocation(line: 73, column: 19, scope: !15)
!110 = !DILocation(line: 74, column: 5, scope: !15)
!111 = !DILocation(line: 75, column: 7, scope: !15)
!112 = !DILocation(line: 75, column: 9, scope: !15)
!113 = !DILocation(line: 76, column: 7, scope: !15)
!114 = !DILocation(line: 76, column: 9, scope: !15)
!115 = !DILocation(line: 77, column: 5, scope: !15)
!116 = !DILocation(line: 78, column: 33, scope: !15)
!117 = !DILocation(line: 78, column: 5, scope: !15)
!118 = !DILocalVariable(name: "h", scope: !15, file: !1, line: 79, type: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !1, line: 15, size: 64, elements: !120)
!120 = !{!121, !122, !123, !124, !125, !126, !127}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !119, file: !1, line: 16, baseType: !5, size: 4, flags: DIFlagBitField, extraData: i64 0)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !119, file: !1, line: 17, baseType: !5, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !119, file: !1, line: 18, baseType: !5, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !119, file: !1, line: 19, baseType: !5, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !119, file: !1, line: 20, baseType: !5, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !119, file: !1, line: 21, baseType: !5, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !119, file: !1, line: 22, baseType: !5, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 0)
!128 = !DILocation(line: 79, column: 19, scope: !15)
!129 = !DILocalVariable(name: "bytes", scope: !15, file: !1, line: 80, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 64, elements: !132)
!131 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!132 = !{!133}
!133 = !DISubrange(count: 8)
!134 = !DILocation(line: 80, column: 19, scope: !15)
!135 = !DILocation(line: 81, column: 5, scope: !15)
!136 = !DILocation(line: 82, column: 5, scope: !15)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 83, type: !5)
!138 = distinct !DILexicalBlock(scope: !15, file: !1, line: 83, column: 5)
!139 = !DILocation(line: 83, column: 19, scope: !138)
!140 = !DILocation(line: 83, column: 10, scope: !138)
!141 = !DILocation(line: 83, column: 26, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !1, line: 83, column: 5)
!143 = !DILocation(line: 83, column: 28, scope: !142)
!144 = !DILocation(line: 83, column: 5, scope: !138)
!145 = !DILocation(line: 84, column: 31, scope: !142)
!146 = !DILocation(line: 84, column: 25, scope: !142)
!147 = !DILocation(line: 84, column: 9, scope: !142)
!148 = !DILocation(line: 83, column: 41, scope: !142)
!149 = !DILocation(line: 83, column: 5, scope: !142)
!150 = distinct !{!150, !144, !151, !104}
!151 = !DILocation(line: 84, column: 33, scope: !138)
!152 = !DILocation(line: 85, column: 69, scope: !15)
!153 = !DILocation(line: 85, column: 80, scope: !15)
!154 = !DILocation(line: 85, column: 87, scope: !15)
!155 = !DILocation(line: 85, column: 94, scope: !15)
!156 = !DILocation(line: 86, column: 14, scope: !15)
!157 = !DILocation(line: 86, column: 23, scope: !15)
!158 = !DILocation(line: 85, column: 5, scope: !15)
!159 = !DILocation(line: 87, column: 7, scope: !15)
!160 = !DILocation(line: 87, column: 11, scope: !15)
!161 = !DILocation(line: 88, column: 16, scope: !15)
!162 = !DILocation(line: 88, column: 21, scope: !15)
!163 = !DILocation(line: 88, column: 7, scope: !15)
!164 = !DILocation(line: 88, column: 12, scope: !15)
!165 = !DILocation(line: 89, column: 34, scope: !15)
!166 = !DILocation(line: 89, column: 41, scope: !15)
!167 = !DILocation(line: 89, column: 5, scope: !15)
!168 = !DILocalVariable(name: "w", scope: !15, file: !1, line: 90, type: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !1, line: 25, size: 128, elements: !170)
!170 = !{!171, !172, !173, !174}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !169, file: !1, line: 26, baseType: !4, size: 40, flags: DIFlagBitField, extraData: i64 0)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !169, file: !1, line: 27, baseType: !4, size: 24, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !169, file: !1, line: 28, baseType: !6, size: 2, offset: 64, flags: DIFlagBitField, extraData: i64 0)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !169, file: !1, line: 29, baseType: !131, size: 7, offset: 72, flags: DIFlagBitField, extraData: i64 72)
!175 = !DILocation(line: 90, column: 17, scope: !15)
!176 = !DILocation(line: 91, column: 7, scope: !15)
!177 = !DILocation(line: 91, column: 10, scope: !15)
!178 = !DILocation(line: 92, column: 7, scope: !15)
!179 = !DILocation(line: 92, column: 10, scope: !15)
!180 = !DILocation(line: 93, column: 7, scope: !15)
!181 = !DILocation(line: 93, column: 13, scope: !15)
!182 = !DILocation(line: 94, column: 7, scope: !15)
!183 = !DILocation(line: 94, column: 10, scope: !15)
!184 = !DILocation(line: 95, column: 70, scope: !15)
!185 = !DILocation(line: 96, column: 34, scope: !15)
!186 = !DILocation(line: 96, column: 40, scope: !15)
!187 = !DILocation(line: 96, column: 49, scope: !15)
!188 = !DILocation(line: 96, column: 47, scope: !15)
!189 = !DILocation(line: 95, column: 5, scope: !15)
!190 = !DILocation(line: 97, column: 7, scope: !15)
!191 = !DILocation(line: 97, column: 10, scope: !15)
!192 = !DILocation(line: 98, column: 7, scope: !15)
!193 = !DILocation(line: 98, column: 13, scope: !15)
!194 = !DILocation(line: 99, column: 7, scope: !15)
!195 = !DILocation(line: 99, column: 10, scope: !15)
!196 = !DILocation(line: 100, column: 62, scope: !15)
!197 = !DILocation(line: 100, column: 68, scope: !15)
!198 = !DILocation(line: 100, column: 77, scope: !15)
!199 = !DILocation(line: 100, column: 75, scope: !15)
!200 = !DILocation(line: 100, column: 5, scope: !15)
!201 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 101, type: !4)
!202 = !DILocation(line: 101, column: 24, scope: !15)
!203 = !DILocalVariable(name: "i", scope: !204, file: !1, line: 102, type: !6)
!204 = distinct !DILexicalBlock(scope: !15, file: !1, line: 102, column: 5)
!205 = !DILocation(line: 102, column: 14, scope: !204)
!206 = !DILocation(line: 102, column: 10, scope: !204)
!207 = !DILocation(line: 102, column: 21, scope: !208)
!208 = distinct !DILexicalBlock(scope: !204, file: !1, line: 102, column: 5)
!209 = !DILocation(line: 102, column: 23, scope: !208)
!210 = !DILocation(line: 102, column: 5, scope: !204)
!211 = !DILocation(line: 103, column: 18, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !1, line: 102, column: 35)
!213 = !DILocation(line: 103, column: 21, scope: !212)
!214 = !DILocation(line: 103, column: 25, scope: !212)
!215 = !DILocation(line: 103, column: 11, scope: !212)
!216 = !DILocation(line: 103, column: 14, scope: !212)
!217 = !DILocation(line: 104, column: 19, scope: !212)
!218 = !DILocation(line: 104, column: 11, scope: !212)
!219 = !DILocation(line: 104, column: 14, scope: !212)
!220 = !DILocation(line: 105, column: 18, scope: !212)
!221 = !DILocation(line: 105, column: 25, scope: !212)
!222 = !DILocation(line: 105, column: 21, scope: !212)
!223 = !DILocation(line: 105, column: 13, scope: !212)
!224 = !DILocation(line: 106, column: 5, scope: !212)
!225 = !DILocation(line: 102, column: 31, scope: !208)
!226 = !DILocation(line: 102, column: 5, scope: !208)
!227 = distinct !{!227, !210, !228, !104}
!228 = !DILocation(line: 106, column: 5, scope: !204)
!229 = !DILocation(line: 107, column: 52, scope: !15)
!230 = !DILocation(line: 107, column: 79, scope: !15)
!231 = !DILocation(line: 108, column: 34, scope: !15)
!232 = !DILocation(line: 107, column: 5, scope: !15)
!233 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 109, type: !234)
!234 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !1, line: 32, size: 64, elements: !235)
!235 = !{!236, !238, !239, !240}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !234, file: !1, line: 33, baseType: !237, size: 8)
!237 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !234, file: !1, line: 34, baseType: !6, size: 10, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !234, file: !1, line: 35, baseType: !6, size: 10, offset: 18, flags: DIFlagBitField, extraData: i64 8)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !234, file: !1, line: 36, baseType: !241, size: 16, offset: 32)
!241 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!242 = !DILocation(line: 109, column: 18, scope: !15)
!243 = !DILocation(line: 110, column: 37, scope: !15)
!244 = !DILocation(line: 110, column: 35, scope: !15)
!245 = !DILocation(line: 110, column: 44, scope: !15)
!246 = !DILocation(line: 110, column: 49, scope: !15)
!247 = !DILocation(line: 110, column: 54, scope: !15)
!248 = !DILocation(line: 110, column: 52, scope: !15)
!249 = !DILocation(line: 110, column: 5, scope: !15)
!250 = !DILocation(line: 111, column: 13, scope: !15)
!251 = !DILocation(line: 111, column: 15, scope: !15)
!252 = !DILocation(line: 111, column: 7, scope: !15)
!253 = !DILocation(line: 111, column: 9, scope: !15)
!254 = !DILocation(line: 112, column: 14, scope: !15)
!255 = !DILocation(line: 112, column: 11, scope: !15)
!256 = !DILocation(line: 112, column: 7, scope: !15)
!257 = !DILocation(line: 112, column: 9, scope: !15)
!258 = !DILocation(line: 113, column: 37, scope: !15)
!259 = !DILocation(line: 113, column: 35, scope: !15)
!260 = !DILocation(line: 113, column: 44, scope: !15)
!261 = !DILocation(line: 113, column: 49, scope: !15)
!262 = !DILocation(line: 113, column: 54, scope: !15)
!263 = !DILocation(line: 113, column: 52, scope: !15)
!264 = !DILocation(line: 113, column: 5, scope: !15)
!265 = !DILocalVariable(name: "arr", scope: !15, file: !1, line: 114, type: !266)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !267)
!267 = !{!268}
!268 = !DISubrange(count: 4)
!269 = !DILocation(line: 114, column: 19, scope: !15)
!270 = !DILocation(line: 115, column: 5, scope: !15)
!271 = !DILocalVariable(name: "i", scope: !272, file: !1, line: 116, type: !6)
!272 = distinct !DILexicalBlock(scope: !15, file: !1, line: 116, column: 5)
!273 = !DILocation(line: 116, column: 14, scope: !272)
!274 = !DILocation(line: 116, column: 10, scope: !272)
!275 = !DILocation(line: 116, column: 21, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !1, line: 116, column: 5)
!277 = !DILocation(line: 116, column: 23, scope: !276)
!278 = !DILocation(line: 116, column: 5, scope: !272)
!279 = !DILocation(line: 117, column: 30, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !1, line: 116, column: 33)
!281 = !DILocation(line: 117, column: 13, scope: !280)
!282 = !DILocation(line: 117, column: 9, scope: !280)
!283 = !DILocation(line: 117, column: 16, scope: !280)
!284 = !DILocation(line: 117, column: 18, scope: !280)
!285 = !DILocation(line: 118, column: 35, scope: !280)
!286 = !DILocation(line: 118, column: 34, scope: !280)
!287 = !DILocation(line: 118, column: 37, scope: !280)
!288 = !DILocation(line: 118, column: 20, scope: !280)
!289 = !DILocation(line: 118, column: 13, scope: !280)
!290 = !DILocation(line: 118, column: 9, scope: !280)
!291 = !DILocation(line: 118, column: 16, scope: !280)
!292 = !DILocation(line: 118, column: 18, scope: !280)
!293 = !DILocation(line: 119, column: 31, scope: !280)
!294 = !DILocation(line: 119, column: 33, scope: !280)
!295 = !DILocation(line: 119, column: 13, scope: !280)
!296 = !DILocation(line: 119, column: 9, scope: !280)
!297 = !DILocation(line: 119, column: 16, scope: !280)
!298 = !DILocation(line: 119, column: 18, scope: !280)
!299 = !DILocation(line: 120, column: 5, scope: !280)
!300 = !DILocation(line: 116, column: 29, scope: !276)
!301 = !DILocation(line: 116, column: 5, scope: !276)
!302 = distinct !{!302, !278, !303, !104}
!303 = !DILocation(line: 120, column: 5, scope: !272)
!304 = !DILocalVariable(name: "tot", scope: !15, file: !1, line: 121, type: !6)
!305 = !DILocation(line: 121, column: 9, scope: !15)
!306 = !DILocalVariable(name: "i", scope: !307, file: !1, line: 122, type: !6)
!307 = distinct !DILexicalBlock(scope: !15, file: !1, line: 122, column: 5)
!308 = !DILocation(line: 122, column: 14, scope: !307)
!309 = !DILocation(line: 122, column: 10, scope: !307)
!310 = !DILocation(line: 122, column: 21, scope: !311)
!311 = distinct !DILexicalBlock(scope: !307, file: !1, line: 122, column: 5)
!312 = !DILocation(line: 122, column: 23, scope: !311)
!313 = !DILocation(line: 122, column: 5, scope: !307)
!314 = !DILocation(line: 123, column: 20, scope: !311)
!315 = !DILocation(line: 123, column: 16, scope: !311)
!316 = !DILocation(line: 123, column: 23, scope: !311)
!317 = !DILocation(line: 123, column: 31, scope: !311)
!318 = !DILocation(line: 123, column: 27, scope: !311)
!319 = !DILocation(line: 123, column: 34, scope: !311)
!320 = !DILocation(line: 123, column: 25, scope: !311)
!321 = !DILocation(line: 123, column: 47, scope: !311)
!322 = !DILocation(line: 123, column: 43, scope: !311)
!323 = !DILocation(line: 123, column: 50, scope: !311)
!324 = !DILocation(line: 123, column: 36, scope: !311)
!325 = !DILocation(line: 123, column: 13, scope: !311)
!326 = !DILocation(line: 123, column: 9, scope: !311)
!327 = !DILocation(line: 122, column: 29, scope: !311)
!328 = !DILocation(line: 122, column: 5, scope: !311)
!329 = distinct !{!329, !313, !330, !104}
!330 = !DILocation(line: 123, column: 50, scope: !307)
!331 = !DILocation(line: 124, column: 32, scope: !15)
!332 = !DILocation(line: 124, column: 5, scope: !15)
!333 = !DILocation(line: 125, column: 5, scope: !15)
!334 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 39, type: !335, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!339 = !DILocalVariable(name: "p", arg: 1, scope: !334, file: !1, line: 39, type: !337)
!340 = !DILocation(line: 39, column: 39, scope: !334)
!341 = !DILocation(line: 40, column: 47, scope: !334)
!342 = !DILocation(line: 40, column: 50, scope: !334)
!343 = !DILocation(line: 40, column: 53, scope: !334)
!344 = !DILocation(line: 40, column: 56, scope: !334)
!345 = !DILocation(line: 40, column: 59, scope: !334)
!346 = !DILocation(line: 40, column: 62, scope: !334)
!347 = !DILocation(line: 40, column: 65, scope: !334)
!348 = !DILocation(line: 40, column: 68, scope: !334)
!349 = !DILocation(line: 40, column: 71, scope: !334)
!350 = !DILocation(line: 40, column: 74, scope: !334)
!351 = !DILocation(line: 40, column: 77, scope: !334)
!352 = !DILocation(line: 40, column: 80, scope: !334)
!353 = !DILocation(line: 40, column: 5, scope: !334)
!354 = !DILocation(line: 41, column: 1, scope: !334)
